/** Which CMS content a homepage shows (site-wide §2). */
import type { Block, FlowContent, Homepage, CmsFlow } from '../../api/types';

const FLOWS: readonly CmsFlow[] = ['booking', 'gifting', 'activity'];

/** The flow of the page from its `flow` query parameter (booking by default). */
export function flowOf(query: URLSearchParams): CmsFlow {
  const flow = query.get('flow');
  return (FLOWS as readonly string[]).includes(flow ?? '') ? (flow as CmsFlow) : 'booking';
}

/** Content of the current flow, booking as fallback. */
export function contentForFlow(home: Homepage, flow: CmsFlow): FlowContent {
  return home.content[flow] ?? home.content.booking;
}

/** The gift landing redirect flag: gifting flow with utm_content=giftlptest. */
export function giftLandingRedirect(flow: CmsFlow, query: URLSearchParams): boolean {
  return flow === 'gifting' && query.get('utm_content') === 'giftlptest';
}

/** On the gift landing the gift block comes first. */
function giftLandingBlocks(blocks: Block[]): Block[] {
  const gift = blocks.filter((b) => b._type === 'giftBlock');
  return gift.length ? [...gift, ...blocks.filter((b) => b._type !== 'giftBlock')] : [{ _type: 'giftBlock' }, ...blocks];
}

/** What the homepage of `flow` shows: its content (the gift landing's on the gift landing) and its blocks in order. */
export function homepageView(home: Homepage, flow: CmsFlow, query: URLSearchParams): { giftLanding: boolean; content: FlowContent; blocks: Block[] } {
  const giftLanding = giftLandingRedirect(flow, query);
  const content = contentForFlow(home, giftLanding ? 'gifting' : flow);
  return { giftLanding, content, blocks: giftLanding ? giftLandingBlocks(content.blocks) : content.blocks };
}
