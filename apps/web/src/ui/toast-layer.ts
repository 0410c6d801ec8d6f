// What the first toast loads: sonner and the card it shows (ui/toast.tsx).
export { Toaster, toast } from 'sonner';
export { ToastCard } from './toast-card';
