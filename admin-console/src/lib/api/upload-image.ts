import { useMutation } from '@campaign/shared/query';
import { uploadedImageSchema, type UploadedImage } from '@campaign/shared';
import { throwIfResNotOk } from '@campaign/shared/client';
import { withSessionRenewal } from '../session-renewal';

export interface UploadImageVariables {
  file: File;
  alt: string;
}

/** POST /api/admin/uploads as multipart: the file and its alt text (signing in again if need be). */
export async function uploadImage({ file, alt }: UploadImageVariables): Promise<UploadedImage> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  const res = await withSessionRenewal(async () => {
    const answer = await fetch('/api/admin/uploads', {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
    await throwIfResNotOk(answer);
    return answer;
  });
  return uploadedImageSchema.parse(await res.json());
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
