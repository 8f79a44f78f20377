/** The signed-in customer's data (JSON download) and account deletion, from the profile. */
import { api } from '@/lib/api-client';
import { downloadJson } from '@/lib/download-json';

export const downloadMyData = () => downloadJson('/api/me/data', 'my-personal-data.json');

export const deleteMyAccount = (confirmEmail: string) =>
  api<void>('/api/me', { method: 'DELETE', body: { confirmEmail } });
