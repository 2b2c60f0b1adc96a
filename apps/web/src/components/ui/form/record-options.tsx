interface RecordOptionsProps<T> {
  records: readonly T[];
  label: (record: T) => string;
}

/** The options of a select that picks a record (a brand, a category) by its id. */
export function RecordOptions<T extends { id: number }>({ records, label }: RecordOptionsProps<T>) {
  return records.map((record) => (
    <option key={record.id} value={record.id}>
      {label(record)}
    </option>
  ));
}
