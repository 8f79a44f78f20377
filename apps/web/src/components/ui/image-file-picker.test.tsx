import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { createImageFile } from '@/test/factories';
import { ImageFilePicker } from './image-file-picker';

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const onFileChange = vi.fn();
const onError = vi.fn();
afterEach(() => vi.clearAllMocks());

const picker = ({
  file = null,
  currentImageUrl,
}: { file?: File | null; currentImageUrl?: string } = {}) => (
  <ImageFilePicker
    id="picker"
    file={file}
    currentImageUrl={currentImageUrl}
    onFileChange={onFileChange}
    onError={onError}
    prompt="Choose an image"
    previewAlt="Image preview"
    aspectClassName="aspect-[4/3]"
    inputAria={{ 'aria-label': 'Image file' }}
  />
);

describe('ImageFilePicker', () => {
  it('refuses a file of another type with SPEC’s singular message', async () => {
    render(picker());
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Image file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(onError).toHaveBeenCalledWith(MESSAGES.invalidImageType);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5MB', async () => {
    render(picker());
    const big = createImageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1);
    await userEvent.upload(screen.getByLabelText('Image file'), big);
    expect(onError).toHaveBeenCalledWith(MESSAGES.imageTooLarge);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('takes a valid image, clearing the error', async () => {
    render(picker());
    const image = createImageFile('a.webp', 'image/webp');
    await userEvent.upload(screen.getByLabelText('Image file'), image);
    await waitFor(() => expect(onFileChange).toHaveBeenCalledWith(image));
    expect(onError).toHaveBeenCalledWith(null);
  });

  it('refuses a file renamed .jpg whose bytes are not an image, at once', async () => {
    render(picker());
    const fake = new File(['just some notes, not a photo'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Image file'), fake);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(MESSAGES.invalidImageType));
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('previews the chosen file over the current image, else the current image, else a prompt', () => {
    const { rerender } = render(picker());
    expect(screen.getByText('Choose an image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(picker({ currentImageUrl: '/uploads/current.webp' }));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/uploads/current.webp',
    );
    expect(screen.getByText('Replace image')).toBeInTheDocument();

    const file = new File(['x'], 'a.png', { type: 'image/png' });
    rerender(picker({ file, currentImageUrl: '/uploads/current.webp' }));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });
});
