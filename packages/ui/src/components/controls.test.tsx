import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, RadioGroup, Stepper, Toggle } from '../index';
import { renderIn } from '../test-utils';

function Adults({ onChange }: { onChange: (v: number) => void }) {
  const [value, setValue] = useState(2);
  return (
    <Stepper
      label="Adultes"
      hint="12 ans et +"
      value={value}
      min={1}
      max={3}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('Stepper', () => {
  it('has labelled +/- buttons and ignores changes out of range', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(<Adults onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Diminuer : Adultes' });
    const plus = screen.getByRole('button', { name: 'Augmenter : Adultes' });
    const value = screen.getByRole('spinbutton', { name: 'Adultes' });
    expect(value).toHaveAttribute('aria-valuenow', '2');
    await user.click(plus);
    expect(value).toHaveAttribute('aria-valuenow', '3');
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(onChange.mock.calls).toEqual([[3]]);
    await user.click(minus);
    await user.click(minus);
    expect(value).toHaveAttribute('aria-valuenow', '1');
    expect(minus).toBeDisabled();
    expect(onChange.mock.calls.every(([v]) => v >= 1 && v <= 3)).toBe(true);
  });

  it('works with the keyboard: arrows, Home and End, never out of range', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(<Adults onChange={onChange} />);
    const value = screen.getByRole('spinbutton', { name: 'Adultes' });
    value.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(value).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{Home}');
    expect(value).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowDown}');
    expect(value).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{End}');
    expect(value).toHaveAttribute('aria-valuenow', '3');
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });
});

describe('Toggle, Checkbox, RadioGroup', () => {
  it('Toggle is a labelled switch', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(<Toggle checked={false} onChange={onChange} label="Inclure les offres autour" />);
    const sw = screen.getByRole('switch', { name: 'Inclure les offres autour' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await user.click(sw);
    expect(onChange).toHaveBeenCalledWith(true);
    sw.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('Checkbox reports its state and can be disabled (facet with zero count)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(
      <>
        <Checkbox label="Piscine" hint="(12)" checked={false} onChange={onChange} />
        <Checkbox label="Spa" hint="(0)" checked={false} onChange={onChange} disabled />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: /Piscine/ }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: /Spa/ })).toBeDisabled();
  });

  it('RadioGroup is a fieldset with its legend and an error message', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderIn(
      <RadioGroup
        legend="Assurance"
        value={null}
        onChange={onChange}
        error="Veuillez choisir une option."
        options={[
          { value: 'yes', label: 'Avec assurance' },
          { value: 'no', label: 'Sans assurance' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Assurance' });
    expect(group).toHaveAccessibleDescription('Veuillez choisir une option.');
    await user.click(screen.getByRole('radio', { name: 'Sans assurance' }));
    expect(onChange).toHaveBeenCalledWith('no');
  });
});
