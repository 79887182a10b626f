/** A reply of the in-memory API (as ./renderApp's MockReply; not imported, which would make a cycle). */
interface MockReply {
  status: number;
  body?: unknown;
}

/** How a test API answers one GET: its reply, or undefined when the test lists none. */
type Lookup = (key: string) => Promise<MockReply | undefined>;

/**
 * The fake server's GET /api/session, built as the backend builds it from the answers a test gives to
 * GET /api/auth/user (the user; anything but 200 is a visitor), GET /api/isAdmin (200 with isAdmin: true)
 * and GET /api/provider/profile (200: the provider's name, image and plan). Used by mockApi and
 * mockRecordingApi when a test lists no 'GET /api/session' of its own, so that a test states an account
 * once, in the calls its pages ask too.
 */
export async function sessionAnswer(lookup: Lookup): Promise<MockReply> {
  const userReply = await lookup('GET /api/auth/user');
  if (!userReply || userReply.status !== 200 || !userReply.body) {
    return { status: 200, body: { user: null, isAdmin: false, provider: null } };
  }
  const adminReply = await lookup('GET /api/isAdmin');
  const profileReply = await lookup('GET /api/provider/profile');
  const isAdmin = adminReply?.status === 200 && (adminReply.body as { isAdmin?: unknown } | undefined)?.isAdmin === true;
  const profile = profileReply?.status === 200 ? (profileReply.body as Record<string, unknown> | undefined) : undefined;
  const provider = profile
    ? {
        id: profile.id,
        companyName: profile.companyName,
        profileImageUrl: profile.profileImageUrl ?? null,
        isDemo: profile.isDemo === true,
        activePlan: (profile.activePlan as string | undefined) ?? null,
      }
    : null;
  return { status: 200, body: { user: userReply.body, isAdmin, provider } };
}
