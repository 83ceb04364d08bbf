import type { EmployeeFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';

/** An employee in a table's first column: avatar, full name and e-mail. */
export function EmployeePerson({ employee, size }: { employee: Pick<EmployeeFieldsFragment, 'avatar' | 'fullName' | 'email'>; size: number }) {
  return (
    <div className="emp-person">
      <Avatar src={employee.avatar} name={employee.fullName} size={size} />
      <div className="emp-person__text">
        <span className="emp-person__name">{employee.fullName}</span>
        <span className="emp-person__email">{employee.email}</span>
      </div>
    </div>
  );
}
