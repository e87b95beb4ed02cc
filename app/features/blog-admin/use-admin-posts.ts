import { adminTextFor } from "@content/admin/text";
import type { BlogPostDto, BlogPostInput } from "@core/blog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiRequestError, apiJson } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { toast } from "~/ui/toast";

/** Every post, drafts included, newest first (the administrator's list). */
export const adminPostsKey = ["/api/admin/blog"] as const;

export function useAdminPosts() {
  return useQuery<BlogPostDto[]>({ queryKey: adminPostsKey });
}

type Action = "create" | "update" | "delete";

/**
 * Every change refetches the list and says how it went (docs/product.md, Blog administration); a
 * lost session goes back to login.
 */
function useOutcome() {
  const { language } = useI18n();
  const text = adminTextFor(language).toast;
  const client = useQueryClient();
  const navigate = useNavigate();
  const success = { create: text.created, update: text.updated, delete: text.deleted };
  const failure = { create: text.createFailed, update: text.updateFailed, delete: text.deleteFailed };
  return {
    async succeeded(action: Action) {
      toast({ title: success[action] });
      await client.invalidateQueries({ queryKey: adminPostsKey });
    },
    failed(action: Action, error: unknown) {
      console.warn(`blog post ${action} failed`, error);
      let reason: string | undefined;
      if (error instanceof ApiRequestError) {
        if (error.status === 401) {
          toast({ title: text.error, description: text.sessionEnded, variant: "destructive" });
          void navigate("/admin/login");
          return;
        }
        if (error.status === 409) reason = text.slugTaken;
        else if (error.status === 400) reason = error.serverMessage;
      }
      toast({
        title: text.error,
        description: reason ? `${failure[action]}. ${reason}` : failure[action],
        variant: "destructive",
      });
    },
  };
}

export function useSavePost(onSaved: () => void) {
  const outcome = useOutcome();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BlogPostInput }) =>
      id === null
        ? apiJson<BlogPostDto>("POST", "/api/blog", input)
        : apiJson<BlogPostDto>("PUT", `/api/blog/${id}`, input),
    onSuccess: async (_post, { id }) => {
      onSaved();
      await outcome.succeeded(id === null ? "create" : "update");
    },
    onError: (error, { id }) => outcome.failed(id === null ? "create" : "update", error),
  });
}

export function useDeletePost(onDeleted: (post: BlogPostDto) => void) {
  const outcome = useOutcome();
  return useMutation({
    mutationFn: (post: BlogPostDto) => apiJson<void>("DELETE", `/api/blog/${post.id}`),
    onSuccess: async (_result, post) => {
      onDeleted(post);
      await outcome.succeeded("delete");
    },
    onError: (error) => outcome.failed("delete", error),
  });
}
