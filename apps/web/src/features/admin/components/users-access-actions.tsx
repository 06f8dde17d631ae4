import type { AdminUser } from "@app/shared/users";
import { UsersReasonAction } from "./users-reason-action";
import { UsersUnbanButton } from "./users-unban-button";

interface UsersAccessActionsProps {
  user: AdminUser;
  isSelf: boolean;
  describedBy?: string | undefined;
}

/** What an admin may do to an account's access, in the table and the cards alike. */
export function UsersAccessActions({ user, isSelf, describedBy }: UsersAccessActionsProps) {
  return (
    <>
      {user.banned ? (
        <UsersUnbanButton user={user} isSelf={isSelf} />
      ) : (
        <UsersReasonAction kind="ban" user={user} isSelf={isSelf} describedBy={describedBy} />
      )}
      <UsersReasonAction
        kind="resetFactors"
        user={user}
        isSelf={isSelf}
        describedBy={describedBy}
      />
    </>
  );
}
