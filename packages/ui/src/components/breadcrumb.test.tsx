import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumb, breadcrumbJsonLd } from '../index';
import { renderIn } from '../test-utils';

const items = [
  { label: 'Accueil', href: '/' },
  { label: 'Bretagne', href: '/ville/bretagne' },
  { label: 'Hôtel </script><b>x', href: '/hotel/12' },
];

describe('Breadcrumb', () => {
  it('is a labelled navigation with the current page marked', () => {
    renderIn(<Breadcrumb items={items} origin="https://fr.example" />, 'nl_BE');
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bretagne' })).toHaveAttribute('href', '/ville/bretagne');
    expect(screen.getByText('Hôtel </script><b>x')).toHaveAttribute('aria-current', 'page');
  });

  it('emits BreadcrumbList structured data that cannot break out of its script', () => {
    const { container } = renderIn(<Breadcrumb items={items} origin="https://fr.example" />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.innerHTML)).toEqual(breadcrumbJsonLd(items, 'https://fr.example'));
    expect(breadcrumbJsonLd(items, 'https://fr.example').itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Bretagne',
      item: 'https://fr.example/ville/bretagne',
    });
  });

  it('navigates through onNavigate when given', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    renderIn(<Breadcrumb items={items} onNavigate={onNavigate} structuredData={false} />);
    await user.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(onNavigate).toHaveBeenCalledWith('/', expect.anything());
  });

  it('renders nothing without items', () => {
    const { container } = renderIn(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
