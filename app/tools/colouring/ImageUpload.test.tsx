/** The image upload: file rules, progress and cancel, and the spec's failure handling (401, auth, upload). */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '#app/lib/api';
import { UploadAbortedError } from '#app/lib/upload';
import { ImageUpload, type UploadedImage } from './ImageUpload';

const mocks = vi.hoisted(() => ({
  uploadImage: vi.fn(),
  session: { status: 'signed-in', user: { name: 'Ada' } as { name: string } | null, openSignIn: vi.fn() },
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('#app/lib/upload', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadImage: mocks.uploadImage,
}));
vi.mock('#app/lib/session', () => ({ useSession: () => mocks.session }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

function Harness({ onValue }: { onValue?: (value: UploadedImage | null) => void }) {
  const [value, setValue] = useState<UploadedImage | null>(null);
  return (
    <ImageUpload
      label="Upload a photo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const png = (bytes = 1024, type = 'image/png', name = 'cat.png') => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  mocks.session.user = { name: 'Ada' };
});
afterEach(() => vi.clearAllMocks());

describe('<ImageUpload>', () => {
  it('rejects other file types and files over 10 MB with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload a photo'), png(100, 'image/gif', 'x.gif'));
    expect(screen.getByRole('alert').textContent).toBe('Only PNG, JPEG or WebP images are supported.');
    await user.upload(screen.getByLabelText('Upload a photo'), png(10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds 10MB limit. Please upload a smaller file.');
    expect(mocks.uploadImage).not.toHaveBeenCalled();
  });

  it('uploads with progress, can be cancelled, and shows the uploaded image', async () => {
    const user = userEvent.setup();
    let progress!: (n: number) => void;
    let finish!: (url: string) => void;
    let signal!: AbortSignal;
    mocks.uploadImage.mockImplementation(
      (_file: File, options: { onProgress: (n: number) => void; signal: AbortSignal }) => {
        progress = options.onProgress;
        signal = options.signal;
        return new Promise((resolve, reject) => {
          finish = resolve;
          // Like the real XHR upload: an abort rejects with UploadAbortedError.
          options.signal.addEventListener('abort', () => reject(new UploadAbortedError()));
        });
      },
    );
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    act(() => progress(42));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal.aborted).toBe(true);
    // Cancelled quietly: back to the drop zone, no error.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    await act(async () => finish('/files/temp/2026/11/22/cat.png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Uploaded: cat.png' }).getAttribute('src')).toBe(
        '/files/temp/2026/11/22/cat.png',
      ),
    );
    expect(onValue).toHaveBeenCalledWith(expect.objectContaining({ url: '/files/temp/2026/11/22/cat.png' }));
  });

  it('a 401 opens the sign-in modal; other failures say which step failed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    mocks.uploadImage.mockRejectedValueOnce(new UnauthorizedError());
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    await waitFor(() => expect(mocks.session.openSignIn).toHaveBeenCalledTimes(1));
    mocks.uploadImage.mockRejectedValueOnce(new Error('Authentication request failed'));
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Authentication request failed'));
    mocks.uploadImage.mockRejectedValueOnce(new Error('File upload failed. Please try again.'));
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Image upload failed.'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Image upload failed.');
  });

  it('a signed-out user is asked to sign in before uploading', async () => {
    mocks.session.user = null;
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload a photo'), png());
    expect(mocks.session.openSignIn).toHaveBeenCalledTimes(1);
    expect(mocks.uploadImage).not.toHaveBeenCalled();
  });
});
