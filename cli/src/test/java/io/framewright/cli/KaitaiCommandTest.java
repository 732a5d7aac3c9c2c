package io.framewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code framewright kaitai}: the .ksy on stdout, what it leaves out on stderr. */
class KaitaiCommandTest {

  @Test
  void bitFieldsEnumsPresenceAndASelectedUnion() {
    Cli.Result r = Cli.run("kaitai", "bitpacked");
    assertEquals(0, r.exit(), r.err());
    String ksy = r.out();
    assertTrue(ksy.contains("  id: packet\n"), ksy);
    assertTrue(ksy.contains("  bit-endian: be\n"), ksy);
    assertTrue(ksy.contains("  - id: payload_length\n    type: b10\n"), ksy);
    assertTrue(ksy.contains("    type: b4\n    enum: payload_type\n"), ksy);
    // offset is there when flag 0x2 is set; turn (16 bits on the wire) when flag 0x1 is.
    assertTrue(ksy.contains("    type: packet_offset\n    if: \"(flags & 0x2) != 0\"\n"), ksy);
    assertTrue(ksy.contains("  - id: turn\n    type: u2be\n    if: \"(flags & 0x1) != 0\"\n"),
        ksy);
    assertTrue(ksy.contains("      switch-on: \"payload_type.to_i.as<s4>\"\n"), ksy);
    assertTrue(ksy.contains("        0x4: payload_int16s\n"), ksy);
    assertTrue(ksy.contains("    size: payload_length\n"), ksy);
    assertTrue(ksy.contains("    4: int16\n"), ksy);
    assertTrue(ksy.contains("# Every field is expressed."), ksy);
    assertEquals("", r.err());
  }

  @Test
  void magicTagAndTerminatorOfAUnion() {
    Cli.Result r = Cli.run("kaitai", "beer");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("  - id: magic\n    contents: [0x42, 0x45, 0x45, 0x52]\n"),
        r.out());
    assertTrue(r.out().contains("  - id: tag\n    type: u4le\n"), r.out());
    assertTrue(r.out().contains("  - id: terminator\n    contents: [0xd, 0xa]\n"), r.out());
    assertTrue(r.err().contains("kaitai: left out: BeerMessage: its 2-byte terminator"), r.err());
  }

  @Test
  void aChecksumIsNamedOnStderrAndInTheSpec() {
    Cli.Result r = Cli.run("kaitai", "avara");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: Datagram.checksum: a checksum"), r.err());
    assertTrue(r.out().contains("#   - Datagram.checksum: a checksum"), r.out());
    assertTrue(r.out().contains("  - id: checksum\n    doc: \"Checksum of the message"), r.out());
  }

  @Test
  void oneTypeOfTheProtocol() {
    Cli.Result r = Cli.run("kaitai", "bitpacked", "--type", "Packet.Offset");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("  id: packet_offset\n"), r.out());
    assertTrue(r.out().contains("  - id: last\n    type: b1\n"), r.out());
  }

  /** Words reads _parent.count: on its own it has no parent, and stderr says what is left out. */
  @Test
  void aTypeThatReadsItsParentSaysOnStderrWhatItLeavesOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.Words");
    assertEquals(0, r.exit(), r.err());
    assertEquals("kaitai: left out: Words.words: reads _parent.count of the message that"
        + " encloses it, which the top-level type of a .ksy has none of: not exported (export"
        + " the enclosing message)" + System.lineSeparator(), r.err());
    assertTrue(r.out().contains("doc: \"Words: no fields on the wire.\""), r.out());
  }

  /**
   * A list that may end at a back-reference: Kaitai follows no pointer short of an instance at
   * its position, which the export does not write, and says so.
   */
  @Test
  void aBackReferenceIsNamedAsLeftOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.Names");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: Names.first: a list that may end at a pointer"
        + " to an earlier place in the message (@BackReference) instead of its terminator: Kaitai"
        + " could follow it only by an instance at the pointer's pos, not written here; read up"
        + " to the terminator, a pointer not followed"), r.err());
  }

  /**
   * A union exported as the top-level type: its variant's _parent is the message around the
   * union, which the .ksy has none of, so what reads it is named as left out.
   */
  @Test
  void aTopLevelUnionsVariantThatReadsItsParentIsLeftOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.PubBody");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: PubBody.Publish.id: reads _parent.flags of the"
        + " message that encloses it, which the top-level type of a .ksy has none of: not"
        + " exported (export the enclosing message)"), r.err());
  }

  /**
   * A checksum fed the selected variant's extra bytes (@ChecksumExtra, MAVLink's CRC_EXTRA):
   * Kaitai verifies no checksum, and the doc names the extras, which are not on the wire.
   */
  @Test
  void aChecksumsExtraBytesAreNamedInItsDoc() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.MiniMav");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("doc: \"Checksum of the message from byte 1, then the extra"
        + " bytes (not on the wire) of the variant msgid selects: Beat 32, Other 27: Kaitai"
        + " reads it as a number and does not verify it; an encoder computes it.\""), r.out());
  }

  /**
   * A truncated payload ({@code @Truncated}): the export names it as left out, since Kaitai
   * reads the fields only as far as the bytes on the wire go, where Framewright zero-fills.
   */
  @Test
  void aTruncatedPartIsNamedAsLeftOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.ZeroFilled");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: ZeroFilled.body: May be truncated on the wire"
        + " (@Truncated: trailing zero bytes dropped, at least 1 kept); Framewright reads the"
        + " missing bytes as zeros, Kaitai reads the fields only as far as the bytes on the wire"
        + " go; a parse fails where the bytes on the wire end"), r.err());
  }

  /**
   * A length that covers several parts ({@code @Covers}): the export reads it as a plain field
   * and says that it does not check the span, and leaves out the part that runs to the span's
   * end and what follows it, whose end it does not compute.
   */
  @Test
  void aLengthThatCoversSeveralPartsIsNamedAsLeftOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.Spanned");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: Spanned.length: a length that covers unit .."
        + " rest (@Covers): read as a plain field; Kaitai reads the fields it covers one after"
        + " another and does not check that they take exactly that many bytes"), r.err());
    assertTrue(r.err().contains("kaitai: left out: Spanned.rest: takes the rest of a @Covers"
        + " span, whose end this export does not compute: not exported"), r.err());
    assertTrue(r.err().contains("kaitai: left out: Spanned.after: not exported"), r.err());
    assertTrue(r.out().contains("  - id: data\n"), r.out());
  }

  /** A varint is a type of its own: a length it holds is its value. */
  @Test
  void aLengthHeldByAVarintIsItsValue() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.VarintLength");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("  - id: \"n\"\n    type: vlq_base128_le\n"), r.out());
    assertTrue(r.out().contains("  - id: data\n    size: \"n.value\"\n"), r.out());
  }

  /** Kaitai reads one bit (b1) as a boolean: a one-bit flags field is tested as it is. */
  @Test
  void oneBitFlagsAreTestedAsABoolean() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.OneBitFlags");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("  - id: flags\n    type: b1\n"), r.out());
    assertTrue(r.out().contains("    if: flags\n"), r.out());
  }

  /**
   * Kaitai looks for a terminator on every byte, we look for UTF-16 text's on its code units
   * (issue 30, item 8): the export says so instead of ending the text inside a character.
   */
  @Test
  void wideTextsTerminatorIsNamedAsLeftOut() {
    Cli.Result r = Cli.run("kaitai", "--type", "io.framewright.cli.samples.WideText");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.err().contains("kaitai: left out: WideText.text: text in UTF-16LE ends at a"
        + " terminator on a code unit's boundary, which Kaitai does not look for"), r.err());
    assertTrue(r.out().contains("    size-eos: true\n"), r.out());
  }

  @Test
  void anUnknownTypeIsAUsageError() {
    Cli.Result r = Cli.run("kaitai", "bitpacked", "--type", "Nope");
    assertEquals(64, r.exit());
    assertTrue(r.err().contains("--type: unknown type \"Nope\""), r.err());
  }
}
