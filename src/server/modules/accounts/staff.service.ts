/** What the staff console needs to know about the staff member signed in to it. */
import { eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { isStaffRole } from '../../../domain/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';

export class StaffService {
  constructor(private readonly db: Db) {}

  /** The signed-in staff member (the session plugin already refused non-staff; a role changed since is refused too). */
  async me(userId: number): Promise<Outcome<components['schemas']['StaffMe']>> {
    const [row] = await this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile, role: users.role }).from(users).where(eq(users.id, userId));
    if (!row || !isStaffRole(row.role)) return fail('forbidden');
    return ok({ id: row.id, nickname: row.nickname, mobile: row.mobile, role: row.role });
  }
}
