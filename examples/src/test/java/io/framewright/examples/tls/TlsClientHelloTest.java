package io.framewright.examples.tls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import io.framewright.testing.ViewChecks;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client's first flight of RFC 8448 section 3 ("Simple 1-RTT Handshake"): its
 * {@code ClientHello (192 octets)}, written out below from the RFC's hex, field by field as
 * RFC 8446 sections 4, 4.1.2 and 4.2 lay it out. The RFC's line says 192 octets and the
 * Handshake header's length is {@code 00 00 c0} (192): the 196 bytes are the 4-byte header and
 * the 192-byte body.
 */
class TlsClientHelloTest {
  private static final HandshakeCodec CODEC = HandshakeCodec.INSTANCE;

  private static final String RANDOM =
      "cb34ecb1e78163ba1c38c6dacb196a6dffa21a8d9912ec18a2ef6283024dece7";
  private static final String KEY =
      "99381de560e4bd43d23d8e435a7dbafeb3c06e51c13cae4d5413691e529aaf2c";

  /** RFC 8448 section 3, {client} construct a ClientHello handshake message. */
  static final String CLIENT_HELLO = ""
      + "01 0000c0"                          // client_hello(1), length 192
      + " 0303"                              // legacy_version: TLS 1.2
      + " " + RANDOM                         // random
      + " 00"                                // legacy_session_id: empty
      + " 0006 1301 1303 1302"               // cipher_suites: 3, 6 bytes
      + " 01 00"                             // legacy_compression_methods: null
      + " 0091"                              // extensions: 145 bytes
      + " 0000 000b 0009 00 0006 736572766572" // server_name: host_name "server"
      + " ff01 0001 00"                      // renegotiation_info (65281): unknown here
      + " 000a 0014 0012 001d 0017 0018 0019 0100 0101 0102 0103 0104" // supported_groups
      + " 0023 0000"                         // session_ticket (35): unknown here, empty
      + " 0033 0026 0024 001d 0020 " + KEY   // key_share: x25519, 32 bytes
      + " 002b 0003 02 0304"                 // supported_versions: TLS 1.3
      + " 000d 0020 001e 0403 0503 0603 0203 0804 0805 0806 0401 0501 0601 0201 0402 0502"
      + " 0602 0202"                         // signature_algorithms: 15 schemes
      + " 002d 0002 01 01"                   // psk_key_exchange_modes (45): unknown here
      + " 001c 0002 4001";                   // record_size_limit (28): unknown here

  private static final int[] SCHEMES = {0x0403, 0x0503, 0x0603, 0x0203, 0x0804, 0x0805,
      0x0806, 0x0401, 0x0501, 0x0601, 0x0201, 0x0402, 0x0502, 0x0602, 0x0202};
  private static final int[] GROUPS = {0x001d, 0x0017, 0x0018, 0x0019, 0x0100, 0x0101, 0x0102,
      0x0103, 0x0104};

  /** The ClientHello as records, built from the RFC's fields, not from the codec. */
  static Handshake clientHello() {
    return new Handshake.Hello(new ClientHello(0x0303, Hex.parse(RANDOM), new byte[0],
        new int[] {0x1301, 0x1303, 0x1302}, new byte[] {0}, List.of(
            new Extension.ServerName(new ServerNameList(List.of(new HostName((byte) 0,
                "server")))),
            new Extension.Other(0xff01, new byte[] {0}),
            new Extension.SupportedGroups(new NamedGroupList(GROUPS)),
            new Extension.Other(0x0023, new byte[0]),
            new Extension.KeyShare(new KeyShareClientHello(List.of(
                new KeyShareEntry(0x001d, Hex.parse(KEY))))),
            new Extension.SupportedVersions(new VersionList(new int[] {0x0304})),
            new Extension.SignatureAlgorithms(new SignatureSchemeList(SCHEMES)),
            new Extension.Other(0x002d, new byte[] {1, 1}),
            new Extension.Other(0x001c, new byte[] {0x40, 0x01}))));
  }

  @Test
  void theRfcsClientHelloDecodesFieldByField() {
    byte[] wire = Hex.parse(CLIENT_HELLO);
    assertEquals(196, wire.length);
    ClientHello h = assertInstanceOf(Handshake.Hello.class, CODEC.decode(wire)).hello();
    assertEquals(0x0303, h.legacyVersion());
    assertArrayEquals(Hex.parse(RANDOM), h.random());
    assertArrayEquals(new byte[0], h.legacySessionId());
    assertArrayEquals(new int[] {0x1301, 0x1303, 0x1302}, h.cipherSuites());
    assertArrayEquals(new byte[] {0}, h.legacyCompressionMethods());
    List<Extension> e = h.extensions();
    assertEquals(9, e.size());
    HostName name = ((Extension.ServerName) e.get(0)).data().serverNameList().get(0);
    assertEquals(1, ((Extension.ServerName) e.get(0)).data().serverNameList().size());
    assertEquals(0, name.nameType());
    assertEquals("server", name.hostName());
    assertOther(e.get(1), 0xff01, "00");
    assertArrayEquals(GROUPS, ((Extension.SupportedGroups) e.get(2)).data().namedGroupList());
    assertOther(e.get(3), 0x0023, "");
    List<KeyShareEntry> shares = ((Extension.KeyShare) e.get(4)).data().clientShares();
    assertEquals(1, shares.size());
    assertEquals(0x001d, shares.get(0).group());
    assertArrayEquals(Hex.parse(KEY), shares.get(0).keyExchange());
    assertArrayEquals(new int[] {0x0304},
        ((Extension.SupportedVersions) e.get(5)).data().versions());
    assertArrayEquals(SCHEMES,
        ((Extension.SignatureAlgorithms) e.get(6)).data().supportedSignatureAlgorithms());
    assertOther(e.get(7), 0x002d, "0101");
    assertOther(e.get(8), 0x001c, "4001");
  }

  private static void assertOther(Extension e, int type, String data) {
    Extension.Other other = assertInstanceOf(Extension.Other.class, e);
    assertEquals(type, other.extensionType());
    assertEquals(data, Hex.compact(other.data()));
  }

  @Test
  void reEncodesToTheSameBytes() {
    byte[] wire = Hex.parse(CLIENT_HELLO);
    assertEquals(Hex.compact(wire), Hex.compact(CODEC.encode(clientHello())));
    assertEquals(wire.length, CODEC.size(clientHello()));
    assertArrayEquals(wire, CODEC.encode(CODEC.decode(wire)));
  }

  @Test
  void everyTruncationIsADecodeException() {
    byte[] wire = Hex.parse(CLIENT_HELLO);
    for (int n = 0; n < wire.length; n++) {
      byte[] cut = Arrays.copyOf(wire, n);
      assertThrows(DecodeException.class, () -> CODEC.decode(cut), "cut to " + n);
    }
  }

  /** The RFC's bounds, each refused on decode at its field. */
  @Test
  void decodeRefusesWhatRfc8446RulesOut() {
    // legacy_version 0301
    DecodeException e = decodeFails(CLIENT_HELLO.replace("01 0000c0 0303", "01 0000c0 0301"));
    assertEquals("Handshake.Hello.hello.legacyVersion", e.fieldPath());
    assertEquals(4, e.byteOffset());
    // a legacy_session_id of 33 bytes: at most 32 (<0..32>)
    byte[] wire = Hex.parse(CLIENT_HELLO);
    wire[38] = 33;
    e = assertThrows(DecodeException.class, () -> CODEC.decode(wire));
    assertEquals("Handshake.Hello.hello.legacySessionId", e.fieldPath());
    // no compression method: at least one (<1..2^8-1>)
    DecodeException none = decodeFails(CLIENT_HELLO.replace(" 01 00 0091", " 00 0091")
        .replace("01 0000c0", "01 0000bf"));
    assertEquals("Handshake.Hello.hello.legacyCompressionMethods", none.fieldPath());
    // cipher_suites of 5 bytes: not a whole number of 2-byte suites
    DecodeException odd = decodeFails(CLIENT_HELLO.replace(" 0006 1301 1303 1302",
        " 0005 1301 1303 13").replace("01 0000c0", "01 0000bf"));
    assertEquals("Handshake.Hello.hello.cipherSuites", odd.fieldPath());
  }

  private static DecodeException decodeFails(String hex) {
    return assertThrows(DecodeException.class, () -> CODEC.decode(Hex.parse(hex)));
  }

  @Test
  void encodeRefusesWhatRfc8446RulesOut() {
    ClientHello h = ((Handshake.Hello) clientHello()).hello();
    assertThrows(EncodeException.class, () -> CODEC.encode(new Handshake.Hello(new ClientHello(
        h.legacyVersion(), h.random(), new byte[33], h.cipherSuites(),
        h.legacyCompressionMethods(), h.extensions()))));
    assertThrows(EncodeException.class, () -> CODEC.encode(new Handshake.Hello(new ClientHello(
        h.legacyVersion(), h.random(), h.legacySessionId(), new int[0],
        h.legacyCompressionMethods(), h.extensions()))));
    // An extension of a declared type is written as that variant, not as the catch-all.
    assertThrows(EncodeException.class, () -> ExtensionCodec.INSTANCE.encode(
        new Extension.Other(43, new byte[] {2, 3, 4})));
  }

  @Test
  void viewsAgreeWithDecode() {
    byte[] wire = Hex.parse(CLIENT_HELLO);
    assertNotNull(ViewChecks.agrees(CODEC, new HandshakeView(), wire));
    for (int n = 0; n < wire.length; n++) {
      ViewChecks.agrees(CODEC, new HandshakeView(), Arrays.copyOf(wire, n));
    }
  }

  /**
   * A stream of handshake messages, an unknown one (server_hello(2), its body kept) between
   * two ClientHellos: the catch-all's length ends it, so the framer goes on to the next.
   */
  @Test
  void aStreamGoesOnAfterAnUnknownHandshakeMessage() {
    //                       server_hello(2), 4 bytes | the next ClientHello
    String other = "02 000004 0304 aabb";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String hex : List.of(CLIENT_HELLO, other, CLIENT_HELLO)) {
      out.writeBytes(Hex.parse(hex));
    }
    byte[] stream = out.toByteArray();
    for (int chunk : new int[] {stream.length, 1, 7}) {
      StreamFramer<Handshake> framer = new StreamFramer<>(CODEC, 1024, Resync.nextByte());
      List<String> frames = new ArrayList<>();
      List<DecodeException> errors = new ArrayList<>();
      for (int p = 0; p < stream.length; p += chunk) {
        framer.feed(stream, p, Math.min(chunk, stream.length - p),
            f -> frames.add(Hex.compact(CODEC.encode(f))), errors::add);
      }
      assertEquals(List.of(), errors);
      assertEquals(List.of(Hex.compact(Hex.parse(CLIENT_HELLO)), Hex.compact(Hex.parse(other)),
          Hex.compact(Hex.parse(CLIENT_HELLO))), frames, "chunks of " + chunk);
    }
  }
}
