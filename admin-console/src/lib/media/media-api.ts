import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import { mediaItemSchema, mediaLibrarySchema, type UploadedImage } from '@campaign/shared';
import { adminRequest } from '../api/admin-request';
import { fetchJson } from '../api/fetch-json';
import { uploadImage, type UploadImageVariables } from '../api/upload-image';

const UPLOADS = '/api/admin/uploads';
/** The media library's query: the Media area and every picker share it. */
export const MEDIA_KEY = [UPLOADS] as const;

/** GET /api/admin/uploads: the images, newest first, each with where it is shown. */
export function useMediaLibrary() {
  return useQuery({
    queryKey: MEDIA_KEY,
    queryFn: async ({ signal }) => mediaLibrarySchema.parse(await fetchJson(UPLOADS, signal)),
    // Another organiser may have uploaded or used an image since: ask again on each opening.
    staleTime: 0,
  });
}

/** POST /api/admin/uploads, then the library lists the new image too. */
export function useUploadToLibrary() {
  const queryClient = useQueryClient();
  return useMutation<UploadedImage, unknown, UploadImageVariables>({
    mutationFn: uploadImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** PATCH /api/admin/uploads/:id: the image's alt text. */
export function useUpdateAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, alt }: { id: number; alt: string }) => {
      const res = await adminRequest('PATCH', `${UPLOADS}/${id}`, { alt });
      return mediaItemSchema.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** DELETE /api/admin/uploads/:id; the server refuses (409) while the image is shown anywhere. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest('DELETE', `${UPLOADS}/${id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
