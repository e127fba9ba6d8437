import { addSheet } from './added-sheets';
import { useStyles } from './styles';

function sheet() {
  let count = 0;
  return { use: () => void (count += 1), unuse: () => void (count -= 1), get count() { return count; } };
}

describe('mf-search style sheets', () => {
  it('a sheet added by a chunk loaded while mounted is in use once per mount, and leaves with the last unmount', () => {
    useStyles.use(); // the spa
    useStyles.use(); // an exposed component elsewhere on the page
    const parts = sheet();
    addSheet(parts);
    addSheet(parts); // a second chunk bringing the same sheet adds nothing
    expect(parts.count).toBe(2);
    useStyles.unuse();
    expect(parts.count).toBe(1);
    useStyles.unuse();
    expect(parts.count).toBe(0);
    // a later mount uses it again from the start
    useStyles.use();
    expect(parts.count).toBe(1);
    useStyles.unuse();
  });

  it('a sheet added while nothing is mounted is used on the next mount only', () => {
    const late = sheet();
    addSheet(late);
    expect(late.count).toBe(0);
    useStyles.use();
    expect(late.count).toBe(1);
    useStyles.unuse();
    expect(late.count).toBe(0);
  });
});
