import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emit, resetLast } from './index';
import { useBusEvent, useBusValue } from './react';

afterEach(() => resetLast());

function FlowLabel() {
  const [flow, setFlow] = useState('booking');
  useBusEvent('flow', (d) => setFlow(d.flow));
  return <p>flow:{flow}</p>;
}

function LocaleLabel() {
  const value = useBusValue('locale', { locale: 'fr_FR' });
  return <p>locale:{value.locale}</p>;
}

describe('useBusEvent / useBusValue', () => {
  it('updates while mounted and stops listening after unmount', () => {
    const { unmount } = render(<FlowLabel />);
    act(() => emit('flow', { flow: 'activity' }));
    expect(screen.getByText('flow:activity')).toBeInTheDocument();
    unmount();
    expect(() => emit('flow', { flow: 'hotel' })).not.toThrow();
  });

  it('starts from the last payload emitted before mount', () => {
    emit('locale', { locale: 'nl_BE' });
    render(<LocaleLabel />);
    expect(screen.getByText('locale:nl_BE')).toBeInTheDocument();
    act(() => emit('locale', { locale: 'fr_BE' }));
    expect(screen.getByText('locale:fr_BE')).toBeInTheDocument();
  });

  it('falls back to the initial value', () => {
    render(<LocaleLabel />);
    expect(screen.getByText('locale:fr_FR')).toBeInTheDocument();
  });
});
