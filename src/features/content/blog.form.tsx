/** BLOG form: title and slug, cover picture, tags, excerpt, publishing, and the Markdown body beside its live preview. */
import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { BLOG_STATES, slugOf, type BlogInput } from '../../../contract/content/blog';
import { DateTimeField } from '../../components/form/DateTimeField';
import { SelectField } from '../../components/form/SelectField';
import { TagField } from '../../components/form/TagField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { MEDIA_SLOTS } from '../../../contract/media/media';
import { MediaPickerField } from '../../components/media';
import { MarkdownPreview } from './MarkdownPreview';
// oxlint-disable-next-line import/no-unassigned-import -- the blog form's stylesheet
import './blog.css';

export const defaults: BlogInput = {
  title: '',
  slug: '',
  coverMediaId: null,
  tags: [],
  excerpt: '',
  body: '',
  state: 'Draft',
  publishAt: null,
};

/** The body and its preview side by side need room: the wide drawer. */
export const drawerWidth = 'wide';

/** The slug follows the title while it is still the title's slug (or empty); once edited by hand it stays. */
function useSlugFollowsTitle(control: Control<BlogInput>) {
  const title = String(useWatch({ control, name: 'title' }) ?? '');
  const { field } = useController({ control, name: 'slug' });
  const previous = useRef(title);
  useEffect(() => {
    const slug = (field.value as string | undefined) ?? '';
    if (title !== previous.current && (slug === '' || slug === slugOf(previous.current))) field.onChange(slugOf(title));
    previous.current = title;
  }, [title, field]);
}

export function Fields({ control }: { control: Control<BlogInput> }) {
  useSlugFollowsTitle(control);
  const body = String(useWatch({ control, name: 'body' }) ?? '');
  return (
    <>
      <TextField control={control} name="title" label="Title" placeholder="e.g. Five teas for the monsoon" autoFocus />
      <div className="form-row">
        <TextField
          control={control}
          name="slug"
          label="Slug"
          placeholder="five-teas-for-the-monsoon"
          helperText="The post's address on the shop"
        />
        <TagField control={control} name="tags" label="Tags" asList placeholder="Type a tag and press enter" />
      </div>
      <div className="form-row">
        <SelectField control={control} name="state" label="Publish" items={BLOG_STATES} />
        <DateTimeField
          control={control}
          name="publishAt"
          label="Publish at (IST)"
          helperText="Blank: as soon as it is Published"
        />
      </div>
      <MediaPickerField
        control={control}
        name="coverMediaId"
        label="Cover picture"
        pickerTitle="Choose the cover picture"
        slot={MEDIA_SLOTS.blogCover}
      />
      <TextAreaField
        control={control}
        name="excerpt"
        label="Excerpt"
        rows={2}
        helperText="Shown in lists and when shared; at most 300 characters"
      />
      <div className="blog-body">
        <TextAreaField
          control={control}
          name="body"
          label="Body (Markdown)"
          rows={16}
          placeholder={'# A heading\n\nText with **bold**, *italics* and [links](https://…).'}
        />
        <div className="blog-preview">
          <span className="blog-preview-label">Preview</span>
          <MarkdownPreview markdown={body} />
        </div>
      </div>
    </>
  );
}
