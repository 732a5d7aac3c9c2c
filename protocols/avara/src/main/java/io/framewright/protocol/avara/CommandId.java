package io.framewright.protocol.avara;

/**
 * Avara's command ids ({@code src/net/CommDefs.h}, an anonymous enum), for
 * {@link CommandPacket#command()}. Not a Java enum on purpose: a packet with an id not listed here
 * still decodes and keeps its id. The constants keep upstream's names, so that they can be found
 * in upstream's code as they are.
 */
public final class CommandId {
  private CommandId() {}

  /** {@code kpPacketProtocolRefusal} = -9. */
  public static final byte kpPacketProtocolRefusal = -9;
  /** {@code kpPacketProtocolLogin} = -8. */
  public static final byte kpPacketProtocolLogin = -8;
  /** {@code kpPacketProtocolLogout} = -7. */
  public static final byte kpPacketProtocolLogout = -7;
  /** {@code kpPacketProtocolReject} = -6. */
  public static final byte kpPacketProtocolReject = -6;
  /** {@code kpPacketProtocolTOC} = -5. */
  public static final byte kpPacketProtocolTOC = -5;
  /** {@code kpPacketProtocolControl} = -4. */
  public static final byte kpPacketProtocolControl = -4;
  /** {@code kpKillConnection} = -3. */
  public static final byte kpKillConnection = -3;
  /** {@code kpDisconnect} = -2. */
  public static final byte kpDisconnect = -2;
  /** {@code kpError} = -1. */
  public static final byte kpError = -1;
  /** {@code kpLogin} = 0. */
  public static final byte kpLogin = 0;
  /** {@code kpLoginAck} = 1. */
  public static final byte kpLoginAck = 1;
  /** {@code kpNameQuery} = 2. */
  public static final byte kpNameQuery = 2;
  /** {@code kpNameChange} = 3. */
  public static final byte kpNameChange = 3;
  /** {@code kpColorChange} = 4. */
  public static final byte kpColorChange = 4;
  /** {@code kpOrderChange} = 5. */
  public static final byte kpOrderChange = 5;
  /** {@code kpRosterMessage} = 6. */
  public static final byte kpRosterMessage = 6;
  /** {@code kpPlayerStatusChange} = 7. */
  public static final byte kpPlayerStatusChange = 7;
  /** {@code kpLoadLevel} = 8. */
  public static final byte kpLoadLevel = 8;
  /** {@code kpLevelLoaded} = 9. */
  public static final byte kpLevelLoaded = 9;
  /** {@code kpLevelLoadErr} = 10. */
  public static final byte kpLevelLoadErr = 10;
  /** {@code kpStartLevel} = 11. */
  public static final byte kpStartLevel = 11;
  /** {@code kpResumeLevel} = 12. */
  public static final byte kpResumeLevel = 12;
  /** {@code kpReadySynch} = 13. */
  public static final byte kpReadySynch = 13;
  /** {@code kpUnavailableSynch} = 14 (unused upstream). */
  public static final byte kpUnavailableSynch = 14;
  /** {@code kpUnavailableZero} = 15 (unused upstream). */
  public static final byte kpUnavailableZero = 15;
  /** {@code kpStartSynch} = 16. */
  public static final byte kpStartSynch = 16;
  /** {@code kpKeyAndMouse} = 17. */
  public static final byte kpKeyAndMouse = 17;
  /** {@code kpKeyAndMouseRequest} = 18. */
  public static final byte kpKeyAndMouseRequest = 18;
  /** {@code kpAskLater} = 19. */
  public static final byte kpAskLater = 19;
  /** {@code kpKillNet} = 20. */
  public static final byte kpKillNet = 20;
  /** {@code kpFastTrack} = 21. */
  public static final byte kpFastTrack = 21;
  /** {@code kpRemoveMeFromGame} = 22. */
  public static final byte kpRemoveMeFromGame = 22;
  /** {@code kpGetMugShot} = 23. */
  public static final byte kpGetMugShot = 23;
  /** {@code kpMugShot} = 24. */
  public static final byte kpMugShot = 24;
  /** {@code kpZapMugShot} = 25. */
  public static final byte kpZapMugShot = 25;
  /** {@code kpServerOptions} = 26. */
  public static final byte kpServerOptions = 26;
  /** {@code kpNewArrival} = 27. */
  public static final byte kpNewArrival = 27;
  /** {@code kpKickClient} = 28. */
  public static final byte kpKickClient = 28;
  /** {@code kpLatencyVote} = 29. */
  public static final byte kpLatencyVote = 29;
  /** {@code kpResultsReport} = 30. */
  public static final byte kpResultsReport = 30;
  /** {@code kpPing} = 31. */
  public static final byte kpPing = 31;
  /** {@code kpRealName} = 32. */
  public static final byte kpRealName = 32;
  /** {@code kpSendConfig} = 33. */
  public static final byte kpSendConfig = 33;
  /** {@code kpStartRequest} = 34. */
  public static final byte kpStartRequest = 34;
  /** {@code kpResumeRequest} = 35. */
  public static final byte kpResumeRequest = 35;
  /** {@code kpJSON} = 36. */
  public static final byte kpJSON = 36;
  /** Lowest id upstream defines. */
  public static final byte MIN = kpPacketProtocolRefusal;

  /** Highest id upstream defines. */
  public static final byte MAX = kpJSON;

  private static final String[] NAMES = {
    "kpPacketProtocolRefusal",
    "kpPacketProtocolLogin",
    "kpPacketProtocolLogout",
    "kpPacketProtocolReject",
    "kpPacketProtocolTOC",
    "kpPacketProtocolControl",
    "kpKillConnection",
    "kpDisconnect",
    "kpError",
    "kpLogin",
    "kpLoginAck",
    "kpNameQuery",
    "kpNameChange",
    "kpColorChange",
    "kpOrderChange",
    "kpRosterMessage",
    "kpPlayerStatusChange",
    "kpLoadLevel",
    "kpLevelLoaded",
    "kpLevelLoadErr",
    "kpStartLevel",
    "kpResumeLevel",
    "kpReadySynch",
    "kpUnavailableSynch",
    "kpUnavailableZero",
    "kpStartSynch",
    "kpKeyAndMouse",
    "kpKeyAndMouseRequest",
    "kpAskLater",
    "kpKillNet",
    "kpFastTrack",
    "kpRemoveMeFromGame",
    "kpGetMugShot",
    "kpMugShot",
    "kpZapMugShot",
    "kpServerOptions",
    "kpNewArrival",
    "kpKickClient",
    "kpLatencyVote",
    "kpResultsReport",
    "kpPing",
    "kpRealName",
    "kpSendConfig",
    "kpStartRequest",
    "kpResumeRequest",
    "kpJSON"
  };

  /**
   * Upstream's name of a command id, such as {@code "kpPing"} for 31, or {@code "unknown(42)"}
   * for an id upstream does not define.
   */
  public static String name(int id) {
    return id >= MIN && id <= MAX ? NAMES[id - MIN] : "unknown(" + id + ")";
  }

  /** Whether upstream defines {@code id}. */
  public static boolean isKnown(int id) {
    return id >= MIN && id <= MAX;
  }
}
