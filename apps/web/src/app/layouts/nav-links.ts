/** The public links of the navigation bar and the side menu. */
export const PUBLIC_NAV_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About Me' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Any path starting with /admin hides the public links. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** "3 items" / "1 item", for the accessible names of the badge icons. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
