/** Step: the rooms of a hotel. */
import { Rng } from '../prng';
import { BEDDINGS, ROOM_DESCRIPTIONS, ROOM_DETAIL_SECTIONS, ROOM_HIGHLIGHTS, ROOM_IMPORTANT_INFOS, type RoomTypeText } from '../data/text/rooms';

export function roomRow(rng: Rng, id: number, hotelId: number, type: RoomTypeText) {
  return {
    id,
    uuid: rng.uuid(),
    hotelId,
    label: rng.pick(type.labels),
    size: rng.int(type.sizeM2[0], type.sizeM2[1]),
    type: type.code,
    bedding: BEDDINGS[rng.pick(type.beddings)]!,
    capacity: type.capacity,
    maxCapacity: type.maxCapacity,
    description: rng.pick(ROOM_DESCRIPTIONS),
    details: rng.sample(ROOM_DETAIL_SECTIONS, 2).map((d) => ({ title: d.title, details: [...d.details] })),
    highlights: rng.sample(ROOM_HIGHLIGHTS, 3),
    importantInfos: rng.sample(ROOM_IMPORTANT_INFOS, rng.int(0, 2)),
  };
}
