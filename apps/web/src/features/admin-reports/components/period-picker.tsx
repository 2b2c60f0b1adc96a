import { REPORT_PERIODS, type ReportPeriod, type ReportPeriodQuery } from '@shop/shared';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { isReportDate, PERIOD_NAMES } from '../utils/report-period';
import styles from './period-picker.module.css';

interface PeriodPickerProps {
  value: ReportPeriodQuery;
  onChange: (next: ReportPeriodQuery) => void;
  /** Today in Bogotá: later days have no sales yet. */
  today: string;
}

/** The period of the sales figures, chart and file: a day, week or month, and a date in it. */
export function PeriodPicker({ value, onChange, today }: PeriodPickerProps) {
  return (
    <div className={styles.picker}>
      <SelectField
        label="Periodo"
        value={value.period}
        onChange={(event) => onChange({ ...value, period: event.target.value as ReportPeriod })}
      >
        {REPORT_PERIODS.map((period) => (
          <option key={period} value={period}>
            {PERIOD_NAMES[period]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Fecha"
        type="date"
        max={today}
        required
        value={value.date}
        // A half-typed or cleared date is no period yet: the last full one stays chosen.
        onChange={(event) => {
          if (isReportDate(event.target.value)) onChange({ ...value, date: event.target.value });
        }}
      />
    </div>
  );
}
