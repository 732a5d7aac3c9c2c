package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;
import static io.framewright.processor.GeneratedViews.hex;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.JavaFileObjects;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.RecordLayout;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @ChecksumExtra} on the variants a {@code @Select} chooses (MAVLink's CRC_EXTRA): the
 * message's checksum is fed the selected variant's extra bytes after the bytes it covers, on
 * encode, decode and a view's wrap. The checksum is {@code java.util.zip.Adler32} in 16 bits,
 * whose low 16 bits are its sum A = 1 + the bytes fed (mod 65521), so each expected value is
 * worked out by hand in its comment; the range starts at {@code len}, as MAVLink's CRC leaves
 * out its STX.
 */
class ChecksumExtraCodecTest {
  static GeneratedClasses loader;
  static GeneratedViews views;

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Frame",
            "@Message @Checksum(algorithm = java.util.zip.Adler32.class, bits = 16,"
                + " at = Checksum.At.END, from = \"len\")",
            "record Frame(byte stx, @Field(bits = 8) int len, @Field(bits = 8) int id,",
            "    @Select(field = \"id\") @Length(field = \"len\") Body body) {}",
            "@Message @Union(bits = 8) sealed interface Body permits Ping, Pong, Multi {}",
            "@Tag(1) @ChecksumExtra(50) record Ping(byte a) implements Body {}",
            "@Tag(2) @ChecksumExtra({7, 9}) record Pong(short b) implements Body {}",
            "@Tag({3, 4}) @ChecksumExtra(0xff) record Multi(@Remaining byte[] data)"
                + " implements Body {}"),
        JavaFileObjects.forSourceLines("test.package-info",
            "@io.framewright.annotations.View", "package test;"));
    views = new GeneratedViews(loader, 203, 200);
  }

  // len 01, id 01, a 05, then the extra 50 (0x32): A = 1 + 1 + 1 + 5 + 50 = 58 = 0x003a
  private static final String PING = "fd 01 01 05 003a";
  // len 02, id 02, b 0102, then 07 09: A = 1 + 2 + 2 + 1 + 2 + 7 + 9 = 24 = 0x0018
  private static final String PONG = "fd 02 02 0102 0018";
  // len 01, id 04, data aa, then ff: A = 1 + 1 + 4 + 170 + 255 = 431 = 0x01af
  private static final String MULTI = "fd 01 04 aa 01af";

  @Test
  void theSelectedVariantsExtraIsFedAfterTheCoveredBytes() throws Exception {
    loader.assertWire("Frame", loader.make("Frame", (byte) 0xfd, 1, 1,
        loader.make("Ping", (byte) 5)), PING);
    // the record's len and id are not looked at: the encoder sets them from the variant
    assertThat(loader.codec("Frame").encode(loader.make("Frame", (byte) 0xfd, 0, 99,
        loader.make("Ping", (byte) 5)))).isEqualTo(hex(PING));
    loader.assertWire("Frame", loader.make("Frame", (byte) 0xfd, 2, 2,
        loader.make("Pong", (short) 0x0102)), PONG);
    loader.assertWire("Frame", loader.make("Frame", (byte) 0xfd, 1, 4,
        loader.make("Multi", (Object) hex("aa"))), MULTI);
    views.agrees("Frame", PING, PONG, MULTI);
  }

  @Test
  void aChecksumWithoutTheExtraOrWithAnotherVariantsIsRefused() throws Exception {
    // Ping's bytes with the sum of the covered bytes alone: 1 + 1 + 1 + 5 = 0x0008
    DecodeException e = assertThrows(DecodeException.class,
        () -> loader.codec("Frame").decode(hex("fd 01 01 05 0008")));
    assertThat(e.getMessage()).startsWith("Frame.(checksum) at byte 4: expected checksum"
        + " 0x003a but found 0x0008");
    // Multi's bytes under tag 3 fed Multi's extra: 1 + 1 + 3 + 170 + 255 = 0x01ae, not 01af
    loader.assertWire("Frame", loader.make("Frame", (byte) 0xfd, 1, 3, loader.make("Multi",
        (Object) hex("aa"))), "fd 01 03 aa 01ae");
    // one byte as Ping's (id 1) with the sum that Multi's extra would give: refused
    // 1 + 1 + 1 + 5 + 255 = 263 = 0x0107
    assertThrows(DecodeException.class,
        () -> loader.codec("Frame").decode(hex("fd 01 01 05 0107")));
    // an id no variant has: no extra to check the checksum with, a DecodeException at the id
    assertThrows(DecodeException.class,
        () -> loader.codec("Frame").decode(hex("fd 01 09 05 0010")));
    views.rejects("Frame", "fd 01 01 05 0008", "fd 01 01 05 0107", "fd 01 09 05 0010");
    byte[] all = hex(PONG);
    for (int n = 0; n < all.length; n++) {
      byte[] cut = java.util.Arrays.copyOf(all, n);
      assertThrows(DecodeException.class, () -> loader.codec("Frame").decode(cut));
    }
  }

  @Test
  void theDescriptionListsTheExtrasByTag() throws Exception {
    RecordLayout frame = (RecordLayout) loader.codec("Frame").description().orElseThrow();
    assertThat(frame.field("checksum").messageChecksum()).isEqualTo(new MessageChecksum(
        "Adler32", "java.util.zip.Adler32", false, 0, 1, "id", List.of(
            new MessageChecksum.Extra("Ping", 1, 1, new byte[] {50}),
            new MessageChecksum.Extra("Pong", 2, 2, new byte[] {7, 9}),
            new MessageChecksum.Extra("Multi", 3, 3, new byte[] {(byte) 0xff}),
            new MessageChecksum.Extra("Multi", 4, 4, new byte[] {(byte) 0xff}))));
    assertThat(loader.codec("Frame").layout()).contains("checksum Adler32 from byte 1 then the"
        + " extra of the variant id selects (Ping 0x32, Pong 0x0709, Multi 0xff, Multi 0xff)");
  }
}
