/** SIZE_CHART form: the chart's name, its picture from the media library and the grid of sizes by measurements in cm. */
import type { Control } from 'react-hook-form';
import type { SizeChartInput } from '../../../contract/catalogue/size-chart';
import { TextField } from '../../components/form/TextField';
import { MediaPickerField } from '../../components/media';
import { SizeChartGrid } from './SizeChartGrid';
// oxlint-disable-next-line import/no-unassigned-import -- the catalogue forms' stylesheet
import './catalogue-sets.css';

export const defaults: SizeChartInput = {
  name: '',
  measurements: ['Chest', 'Waist', 'Length'],
  rows: ['S', 'M', 'L'].map((size) => ({ size, values: [null, null, null] })) as unknown as SizeChartInput['rows'],
  imageMediaId: null,
};

export function Fields({ control }: { control: Control<SizeChartInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Men's shirts" autoFocus />
      <SizeChartGrid control={control} />
      <MediaPickerField
        control={control}
        name="imageMediaId"
        label="Image"
        helperText="How to measure, shown beside the chart"
        pickerTitle="Choose the size chart image"
      />
    </>
  );
}
