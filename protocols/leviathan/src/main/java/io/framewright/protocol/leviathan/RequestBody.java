package io.framewright.protocol.leviathan;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The body of a {@link Request}: a {@code u16} request type (upstream
 * {@code NETWORK_REQUEST_TYPE}, values implicit from 0), then the type's fields in order with no
 * length prefix (upstream {@code GenerateRequest.rb}). Requests have no {@code responseTo}.
 *
 * <p>Type 17 (Custom, game-defined bytes) and any type above 17 are kept by {@link Unknown},
 * raw.
 */
@Message
@Union(bits = 16)
public sealed interface RequestBody
    permits RequestBody.Connect, RequestBody.Security, RequestBody.Authenticate,
        RequestBody.Identification, RequestBody.Serverstatus, RequestBody.RemoteConsoleOpen,
        RequestBody.RemoteConsoleAccess, RequestBody.CloseRemoteConsole,
        RequestBody.DoRemoteConsoleOpen, RequestBody.JoinServer, RequestBody.JoinGame,
        RequestBody.GetSingleSyncValue, RequestBody.GetAllSyncValues,
        RequestBody.RequestCommandExecution, RequestBody.ConnectInput, RequestBody.Echo,
        RequestBody.WorldClockSync, RequestBody.Unknown {

  /** Type 0: the first message of a connection; {@code checkValue} is 42 upstream. */
  @Tag(0)
  record Connect(int checkValue) implements RequestBody {}

  /** Type 1: the client's encryption wish and key. */
  @Tag(1)
  record Security(
      @Field(bits = 32) ConnectionEncryption secureType,
      @Length(bits = 32) String publicKey,
      @Length(bits = 32) String additionalSettings) implements RequestBody {}

  /** Type 2: log in with a name, a token and a password. */
  @Tag(2)
  record Authenticate(
      @Length(bits = 32) String userName,
      long authToken,
      @Length(bits = 32) String authPasswd) implements RequestBody {}

  /** Type 3: ask who the server is; {@code ddosBlock} is 65 'v's upstream. */
  @Tag(3)
  record Identification(@Length(bits = 32) String ddosBlock) implements RequestBody {}

  /** Type 4: ask for the server status; no data. */
  @Tag(4)
  record Serverstatus() implements RequestBody {}

  /** Type 5: open the remote console. */
  @Tag(5)
  record RemoteConsoleOpen(int sessionToken) implements RequestBody {}

  /** Type 6: access the remote console. */
  @Tag(6)
  record RemoteConsoleAccess(int sessionToken) implements RequestBody {}

  /** Type 7: close the remote console; no data. */
  @Tag(7)
  record CloseRemoteConsole() implements RequestBody {}

  /** Type 8: make the receiver open a remote console. */
  @Tag(8)
  record DoRemoteConsoleOpen(int token) implements RequestBody {}

  /** Type 9: join the server. */
  @Tag(9)
  record JoinServer(int masterServerToken) implements RequestBody {}

  /** Type 10: join the game, with options. */
  @Tag(10)
  record JoinGame(@Length(bits = 32) String options) implements RequestBody {}

  /** Type 11: ask for one synchronized value. */
  @Tag(11)
  record GetSingleSyncValue(@Length(bits = 32) String nameOfValue) implements RequestBody {}

  /** Type 12: ask for every synchronized value; no data. */
  @Tag(12)
  record GetAllSyncValues() implements RequestBody {}

  /** Type 13: run a console command. */
  @Tag(13)
  record RequestCommandExecution(@Length(bits = 32) String command) implements RequestBody {}

  /** Type 14: connect a networked input; its data is an embedded packet (u32 size). */
  @Tag(14)
  record ConnectInput(@Length(bits = 32) byte[] dataForObject) implements RequestBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof ConnectInput x && Arrays.equals(dataForObject, x.dataForObject);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(dataForObject);
    }

    @Override
    public String toString() {
      return "ConnectInput[dataForObject=" + HexFormat.of().formatHex(dataForObject) + "]";
    }
  }

  /** Type 15: echo; no data. */
  @Tag(15)
  record Echo() implements RequestBody {}

  /** Type 16: adjust a world's clock. */
  @Tag(16)
  record WorldClockSync(int worldId, int ticks, int engineMsTweak, boolean absolute)
      implements RequestBody {}

  /**
   * A request type this module does not model (17 Custom, above 17): the type and every byte
   * after it up to the end of the packet. It can therefore only be the last message of a packet;
   * anywhere else the decoder runs out of input for the following messages and reports it.
   *
   * @param tag the request type
   * @param data the data and anything after it in the packet
   */
  @UnknownTag
  record Unknown(int tag, @Remaining byte[] data) implements RequestBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof Unknown x && tag == x.tag && Arrays.equals(data, x.data);
    }

    @Override
    public int hashCode() {
      return tag * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
      return "Unknown[tag=" + tag + ", data=" + HexFormat.of().formatHex(data) + "]";
    }
  }
}
