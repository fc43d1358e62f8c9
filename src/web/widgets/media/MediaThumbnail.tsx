import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { MEDIA_USES, type MediaUseCode } from '../../../core/media';
import type { FieldDef, ResourceDef } from '../../../core/resource';
import { useRecordTitle } from '../../store/settings';
import { MediaImage } from './MediaImage';

/**
 * The list's pictures of a media field (one image id, or a list whose first is shown): small, read
 * once their row comes near the screen, in the proportions of the field's media use. `cell` is the
 * table's, named by the record's title; `leading` is the phone line's, before the title, which
 * already names it (so its picture is left unnamed rather than read twice).
 */
export function mediaThumbnails(use: MediaUseCode, fieldName: string) {
  const { width, height } = MEDIA_USES[use];
  function Thumbnail({ r, field, alt }: { r: ResourceDef; field: FieldDef; alt: boolean }) {
    const record = useRecordContext();
    const title = useRecordTitle(r);
    const value: unknown = record?.[field.name];
    const id: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof id !== 'string' || !id) return null;
    return <MediaImage id={id} alt={alt ? title(record) : ''} width={64} ratio={width / height} lazy />;
  }
  return {
    cell: ({ resource, field }: { resource: ResourceDef; field: FieldDef }) => (
      <Thumbnail r={resource} field={field} alt />
    ),
    leading: ({ r }: { r: ResourceDef }) => (
      <Box sx={{ mr: 1.5, flexShrink: 0 }}>
        <Thumbnail r={r} field={r.fields.find((f) => f.name === fieldName)!} alt={false} />
      </Box>
    ),
  };
}
