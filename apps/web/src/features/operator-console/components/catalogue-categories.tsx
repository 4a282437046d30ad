import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  addCategoryFields,
  editCategoryBody,
  type AddCategoryFields,
  type ConsoleCategory,
  type EditCategoryBody,
} from '@athar/contract/operator/categories';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { errorMessage } from '../../../lib/api-error';
import { categoriesConsoleMessages as text } from '../../../lib/messages/operator-catalogue';
import {
  useAddCategory,
  useCategoryPicture,
  useConsoleCategories,
  useEditCategory,
  useRetireCategory,
} from '../api/catalogue';
import { ListStates } from './list-states';

const card = 'flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4';

/** A new picture for the category: chosen, then sent on its own (the old file leaves the disk). */
function CategoryPicture({ operatorId, category }: { operatorId: number; category: ConsoleCategory }) {
  const change = useCategoryPicture(operatorId, category.id);
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const send = () => {
    const picked = file.current?.files?.[0];
    setMissing(!picked);
    if (!picked) return;
    const body = new FormData();
    body.append('category_image', picked);
    change.mutate(body);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-picture`} className="font-bold text-brand-900">
        {text.newPicture}
      </label>
      <input id={`${id}-picture`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
      <button type="button" className={secondaryButton} disabled={change.isPending} onClick={send}>
        {change.isPending ? text.saving : text.changePicture}
      </button>
      <FormAlert
        kind="error"
        text={missing ? text.pictureMissing : change.isError ? errorMessage(change.error) : null}
      />
    </div>
  );
}

/** One category: rename and reorder in one form; a new picture; retire after a second click. */
function CategoryCard({ operatorId, category }: { operatorId: number; category: ConsoleCategory }) {
  const edit = useEditCategory(operatorId, category.id);
  const retire = useRetireCategory(operatorId, category.id);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<EditCategoryBody>({
    resolver: zodResolver(editCategoryBody),
    defaultValues: { ar_name: category.ar_name, sort_order: String(category.sort_order) },
  });
  const { errors } = form.formState;
  return (
    <article aria-label={category.ar_name} className={card}>
      <img src={category.category_image} alt="" className="h-24 w-full rounded-xl object-cover" />
      <p className="text-sm text-muted">
        {text.projects(category.projects)}
        {category.retired ? ` · ${text.retired}` : ''}
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => edit.mutate(body))}
        className="flex flex-col gap-3"
      >
        <FormField
          label={text.name}
          registration={form.register('ar_name')}
          error={errors.ar_name?.message}
        />
        <FormField
          label={text.order}
          inputMode="numeric"
          dir="ltr"
          registration={form.register('sort_order')}
          error={errors.sort_order?.message}
        />
        <FormFooter
          call={edit}
          label={text.save}
          busyLabel={text.saving}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      <CategoryPicture operatorId={operatorId} category={category} />
      {category.retired ? null : (
        <button
          type="button"
          className={secondaryButton}
          disabled={retire.isPending}
          onClick={() => (confirming ? retire.mutate(undefined) : setConfirming(true))}
        >
          {confirming ? text.confirmRetire : text.retire}
        </button>
      )}
      <FormAlert kind="error" text={retire.isError ? errorMessage(retire.error) : null} />
    </article>
  );
}

/** A new category: its name, order and picture in one multipart call. */
function AddCategoryForm({ operatorId }: { operatorId: number }) {
  const add = useAddCategory(operatorId);
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const form = useForm<AddCategoryFields, unknown, { ar_name: string; sort_order: number }>({
    resolver: zodResolver(addCategoryFields),
    defaultValues: { ar_name: '', sort_order: '0' },
  });
  const { errors } = form.formState;
  // the picture is read when the form is sent, never while rendering
  const send = (fields: { ar_name: string; sort_order: number }) => {
    const body = new FormData();
    body.append('ar_name', fields.ar_name);
    body.append('sort_order', String(fields.sort_order));
    const picked = file.current?.files?.[0];
    if (picked) body.append('category_image', picked);
    add.mutate(body, { onSuccess: () => form.reset() });
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);
  return (
    <form noValidate aria-label={text.addTitle} className={card} onSubmit={onSubmit}>
      <h3 className="font-bold text-brand-900">{text.addTitle}</h3>
      <FormField label={text.name} registration={form.register('ar_name')} error={errors.ar_name?.message} />
      <FormField
        label={text.order}
        inputMode="numeric"
        dir="ltr"
        registration={form.register('sort_order')}
        error={errors.sort_order?.message}
      />
      <label htmlFor={`${id}-picture`} className="font-bold text-brand-900">
        {text.picture}
      </label>
      <input id={`${id}-picture`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
      <FormFooter
        call={add}
        label={text.add}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** The categories of «الكتالوج»: every one by its order (retired last), and a form to add one. */
export function CatalogueCategories({ operatorId }: { operatorId: number }) {
  const categories = useConsoleCategories(operatorId);
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-brand-900">{text.title}</h2>
      <AddCategoryForm operatorId={operatorId} />
      <ListStates query={categories} count={categories.data?.length ?? 0} empty={{ title: text.empty }}>
        {() => (
          <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-3">
            {categories.data!.map((category) => (
              <li key={category.id}>
                <CategoryCard operatorId={operatorId} category={category} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
