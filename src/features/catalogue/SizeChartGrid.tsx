/**
 * The size chart's grid: sizes down (row headers), measurements in cm across (column headers), a number in
 * each cell. Every input is labelled for screen readers by its size and measurement ("M, Chest (cm)"), Tab
 * walks the grid row by row and the arrow keys Up/Down move within a column, like a spreadsheet. Adding or
 * removing a size or a measurement keeps every row one value per measurement.
 */
import { Button, InputGroup } from '@blueprintjs/core';
import { useFormState, type Control } from 'react-hook-form';
import type { SizeChartInput } from '../../../contract/catalogue/size-chart';
import { useField } from '../../components/form/useField';

type Cell = number | string | null;
type GridRow = { size: string; values: Cell[] };

/** The cell at (row, column) of the grid `grid`, to move focus to. */
const cellAt = (grid: HTMLElement | null, row: number, column: number) =>
  grid?.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`);

/** ArrowUp/ArrowDown: the same measurement of the size above or below. */
function moveVertically(event: React.KeyboardEvent<HTMLInputElement>, i: number, j: number) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const next = cellAt(event.currentTarget.closest('table'), event.key === 'ArrowDown' ? i + 1 : i - 1, j);
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

export function SizeChartGrid({ control }: { control: Control<SizeChartInput> }) {
  const measurementsField = useField(control, 'measurements');
  const rowsField = useField(control, 'rows');
  const { errors, isSubmitted } = useFormState({ control, name: ['measurements', 'rows'] });
  const measurements = (measurementsField.field.value as string[] | undefined) ?? [];
  const rows = (rowsField.field.value as GridRow[] | undefined) ?? [];
  const setRows = (next: GridRow[]) => rowsField.field.onChange(next);
  const setMeasurements = (next: string[]) => measurementsField.field.onChange(next);

  const addMeasurement = () => {
    setMeasurements([...measurements, '']);
    setRows(rows.map((r) => ({ ...r, values: [...r.values, null] })));
  };
  const removeMeasurement = (j: number) => {
    setMeasurements(measurements.filter((_, k) => k !== j));
    setRows(rows.map((r) => ({ ...r, values: r.values.filter((_, k) => k !== j) })));
  };
  const addSize = () => setRows([...rows, { size: '', values: measurements.map(() => null) }]);
  const setCell = (i: number, j: number, value: string) =>
    setRows(rows.map((r, k) => (k === i ? { ...r, values: r.values.map((v, l) => (l === j ? value : v)) } : r)));
  const sizeName = (i: number) => rows[i]?.size.trim() || `Size ${i + 1}`;
  const columnName = (j: number) => measurements[j]?.trim() || `Measurement ${j + 1}`;
  const rowErrors = (errors.rows ?? []) as unknown as {
    size?: { message?: string };
    values?: { message?: string } & Record<number, { message?: string }>;
  }[];
  const measurementErrors = (errors.measurements ?? []) as unknown as Record<number, { message?: string }>;
  const shown = isSubmitted || measurementsField.fieldState.isTouched || rowsField.fieldState.isTouched;
  const problems = shown
    ? [
        ...(measurementsField.error && errors.measurements?.message
          ? [`Measurements: ${measurementsField.error}`]
          : []),
        ...measurements.flatMap((_, j) =>
          measurementErrors[j]?.message ? [`${columnName(j)}: ${measurementErrors[j].message}`] : [],
        ),
        ...(rowsField.error && errors.rows?.message ? [`Sizes: ${rowsField.error}`] : []),
        ...rows.flatMap((_, i) => {
          const e = rowErrors[i];
          if (!e) return [];
          const cell = measurements.findIndex((_m, j) => e.values?.[j]?.message);
          return [
            ...(e.size?.message ? [`${sizeName(i)}: ${e.size.message}`] : []),
            ...(cell >= 0
              ? [`${sizeName(i)}, ${columnName(cell)}: ${e.values![cell].message}`]
              : e.values?.message
                ? [`${sizeName(i)}: ${e.values.message}`]
                : []),
          ];
        }),
      ]
    : [];
  const invalidCell = (i: number, j: number) => shown && Boolean(rowErrors[i]?.values?.[j]?.message);

  return (
    <fieldset className="size-chart-grid">
      <legend>Sizes and measurements (cm)</legend>
      <div className="size-chart-grid-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {measurements.map((m, j) => (
                <th scope="col" key={j}>
                  <div className="size-chart-heading">
                    <InputGroup
                      small
                      value={m}
                      placeholder="e.g. Chest"
                      aria-label={`Measurement ${j + 1} name`}
                      intent={shown && measurementErrors[j]?.message ? 'danger' : 'none'}
                      onChange={(e) => setMeasurements(measurements.map((v, k) => (k === j ? e.target.value : v)))}
                      onBlur={measurementsField.field.onBlur}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon="cross"
                      aria-label={`Remove measurement ${columnName(j)}`}
                      onClick={() => removeMeasurement(j)}
                    />
                  </div>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">
                  <InputGroup
                    small
                    value={row.size}
                    placeholder="e.g. M"
                    aria-label={`Size ${i + 1} name`}
                    intent={shown && rowErrors[i]?.size?.message ? 'danger' : 'none'}
                    onChange={(e) => setRows(rows.map((r, k) => (k === i ? { ...r, size: e.target.value } : r)))}
                    onBlur={rowsField.field.onBlur}
                  />
                </th>
                {measurements.map((_, j) => (
                  <td key={j}>
                    <input
                      className={`bp6-input bp6-small size-chart-cell${invalidCell(i, j) ? ' bp6-intent-danger' : ''}`}
                      inputMode="decimal"
                      data-cell={`${i}:${j}`}
                      aria-label={`${sizeName(i)}, ${columnName(j)} (cm)`}
                      aria-invalid={invalidCell(i, j)}
                      value={row.values[j] === null || row.values[j] === undefined ? '' : String(row.values[j])}
                      onChange={(e) => setCell(i, j, e.target.value)}
                      onKeyDown={(e) => moveVertically(e, i, j)}
                      onBlur={rowsField.field.onBlur}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    aria-label={`Remove size ${sizeName(i)}`}
                    onClick={() => setRows(rows.filter((_, k) => k !== i))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="size-chart-grid-actions">
        <Button size="small" variant="outlined" icon="add-row-bottom" text="Add size" onClick={addSize} />
        <Button
          size="small"
          variant="outlined"
          icon="add-column-right"
          text="Add measurement"
          onClick={addMeasurement}
        />
      </div>
      <div className="size-chart-grid-errors" role="alert">
        {problems.slice(0, 4).map((p) => (
          <div key={p}>{p}</div>
        ))}
      </div>
    </fieldset>
  );
}
