/**
 * The generated multipart arguments are typed as their DTOs; the app hands over a FormData, which
 * fetchBaseQuery sends as multipart/form-data (with the files).
 */
export function multipart<T>(form: FormData): T {
  return form as unknown as T;
}
