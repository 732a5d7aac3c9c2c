package io.framewright.cli.samples;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import java.util.List;

/**
 * Type-length-value entries (a 16-bit type, an 8-bit length, the value), an unknown type kept by
 * a catch-all of declared shape, then a byte: for the tools to go on after an unknown entry.
 */
@Message
public record Tlvs(@Length(bits = 8) List<Tlv> entries, byte after) {

  /** One entry: a name (type 1), or any other type with its bytes. */
  @Message
  @Union(bits = 16)
  public sealed interface Tlv permits Tlv.Name, Tlv.Other {
    /** Type 1: text. */
    @Tag(1)
    record Name(@Length(bits = 8) String text) implements Tlv {}

    /** Any other type: its value's bytes, as many as its length says. */
    @UnknownTag
    record Other(int type, @Length(bits = 8) byte[] value) implements Tlv {}
  }
}
