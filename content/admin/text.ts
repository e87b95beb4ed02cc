import type { adminLanguages } from "@core/locales";
import type { Language } from "@core/settings";

/**
 * Interface text of the administrator's login and blog management screens (docs/product.md, Blog
 * administration), in English.
 */
const en = {
  login: {
    metaTitle: "Administrator Login | Tickwise",
    metaDescription: "Sign in to manage the Tickwise blog.",
    heading: "Administrator Login",
    intro: "Sign in to write and edit blog posts. Readers never need an account.",
    username: "Username",
    password: "Password",
    submit: "Log In",
    submitting: "Logging in…",
    failed: "Login failed. Please try again.",
  },
  manage: {
    metaTitle: "Blog Management | Tickwise",
    metaDescription: "Write, edit, publish and delete Tickwise blog posts.",
    heading: "Blog Management",
    signedInAs: (username: string) => `Signed in as ${username}`,
    newPost: "New Post",
    logout: "Log Out",
    list: (count: number) => `All Blog Posts (${count})`,
    empty: "No blog posts yet. Create your first post to get started!",
    loading: "Loading blog posts…",
    loadFailed: "The blog posts could not be loaded.",
    retry: "Try again",
    published: "Published",
    draft: "Draft",
    view: "View",
    edit: "Edit",
    editLabel: (title: string) => `Edit “${title}”`,
    delete: "Delete",
    deleteLabel: (title: string) => `Delete “${title}”`,
    created: (date: string) => `Created ${date}`,
  },
  form: {
    createHeading: "Create New Post",
    editHeading: "Edit Post",
    title: "Title *",
    slug: "Slug *",
    slugHint: "Used in the address /blog/{slug}: lowercase letters, digits and hyphens.",
    excerpt: "Excerpt",
    metaDescription: "Meta Description",
    metaCounter: (count: number, max: number) => `${count}/${max}`,
    image: "Featured Image",
    noImage: "Default image",
    currentImage: "Current image",
    published: "Published",
    content: "Content (Markdown) *",
    create: "Create Post",
    update: "Update Post",
    saving: "Saving…",
    cancel: "Cancel",
  },
  confirm: {
    title: "Are you sure?",
    text: "This action cannot be undone. This will permanently delete the blog post.",
    cancel: "Cancel",
    confirm: "Delete",
  },
  toast: {
    error: "Error",
    created: "Blog post created successfully!",
    updated: "Blog post updated successfully!",
    deleted: "Blog post deleted successfully!",
    createFailed: "Failed to create blog post",
    updateFailed: "Failed to update blog post",
    deleteFailed: "Failed to delete blog post",
    slugTaken: "Another post already uses this slug.",
    sessionEnded: "Your session has ended. Please log in again.",
  },
};

export type AdminText = typeof en;

/** The same, in Spanish. */
const es: AdminText = {
  login: {
    metaTitle: "Acceso de administrador | Tickwise",
    metaDescription: "Inicia sesión para gestionar el blog de Tickwise.",
    heading: "Acceso de administrador",
    intro: "Inicia sesión para escribir y editar artículos. Los lectores nunca necesitan una cuenta.",
    username: "Usuario",
    password: "Contraseña",
    submit: "Iniciar sesión",
    submitting: "Iniciando sesión…",
    failed: "No se pudo iniciar sesión. Inténtalo de nuevo.",
  },
  manage: {
    metaTitle: "Gestión del blog | Tickwise",
    metaDescription: "Escribe, edita, publica y elimina artículos del blog de Tickwise.",
    heading: "Gestión del blog",
    signedInAs: (username: string) => `Sesión iniciada como ${username}`,
    newPost: "Nuevo artículo",
    logout: "Cerrar sesión",
    list: (count: number) => `Todos los artículos (${count})`,
    empty: "Aún no hay artículos. ¡Crea el primero para empezar!",
    loading: "Cargando artículos…",
    loadFailed: "No se pudieron cargar los artículos.",
    retry: "Reintentar",
    published: "Publicado",
    draft: "Borrador",
    view: "Ver",
    edit: "Editar",
    editLabel: (title: string) => `Editar «${title}»`,
    delete: "Eliminar",
    deleteLabel: (title: string) => `Eliminar «${title}»`,
    created: (date: string) => `Creado el ${date}`,
  },
  form: {
    createHeading: "Crear artículo",
    editHeading: "Editar artículo",
    title: "Título *",
    slug: "Slug (ruta) *",
    slugHint: "Se usa en la dirección /blog/{slug}: minúsculas, dígitos y guiones.",
    excerpt: "Resumen",
    metaDescription: "Metadescripción",
    metaCounter: (count: number, max: number) => `${count}/${max}`,
    image: "Imagen destacada",
    noImage: "Imagen predeterminada",
    currentImage: "Imagen actual",
    published: "Publicado",
    content: "Contenido (Markdown) *",
    create: "Crear artículo",
    update: "Actualizar artículo",
    saving: "Guardando…",
    cancel: "Cancelar",
  },
  confirm: {
    title: "¿Estás seguro?",
    text: "Esta acción no se puede deshacer. El artículo se eliminará de forma permanente.",
    cancel: "Cancelar",
    confirm: "Eliminar",
  },
  toast: {
    error: "Error",
    created: "¡Artículo creado correctamente!",
    updated: "¡Artículo actualizado correctamente!",
    deleted: "¡Artículo eliminado correctamente!",
    createFailed: "No se pudo crear el artículo",
    updateFailed: "No se pudo actualizar el artículo",
    deleteFailed: "No se pudo eliminar el artículo",
    slugTaken: "Otro artículo ya usa este slug.",
    sessionEnded: "Tu sesión ha terminado. Vuelve a iniciar sesión.",
  },
};

/**
 * The admin area is for the site's editors and has pages in English and Spanish only (decision 038):
 * its routes exist under no other prefix, so another language never reaches it.
 */
const adminText: Record<(typeof adminLanguages)[number], AdminText> = { en, es };
export const adminTextFor = (language: Language): AdminText => adminText[language === "es" ? "es" : "en"];
