package io.framewright.processor.model;

/**
 * What surrounds a message's fields on the wire, as declared on the type.
 *
 * @param magic {@code @Magic} bytes at the start, or null
 * @param delimiter {@code @Delimited} terminator after the message, or null
 * @param checksum {@code @Checksum}, or null
 * @param leadingTag for a variant of a union whose tag is not whole bytes, that tag (the
 *     variant's first bits); else null
 * @param checksumExtra {@code @ChecksumExtra}'s bytes as declared (validation checks each is
 *     0..255), fed to the checksum of a message that selects this variant; else null
 */
public record Framing(MagicSpec magic, Delimiter delimiter, ChecksumSpec checksum,
    LeadingTag leadingTag, java.util.List<Integer> checksumExtra) {
  public static final Framing NONE = new Framing(null, null, null);

  public Framing {
    checksumExtra = checksumExtra == null ? null : java.util.List.copyOf(checksumExtra);
  }

  public Framing(MagicSpec magic, Delimiter delimiter, ChecksumSpec checksum) {
    this(magic, delimiter, checksum, null, null);
  }

  /** This framing with the variant's tag {@code tag} of {@code bits} bits in front. */
  public Framing withLeadingTag(int bits, long tag) {
    return new Framing(magic, delimiter, checksum, new LeadingTag(bits, tag), checksumExtra);
  }

  /** This framing with a variant's {@code @ChecksumExtra} bytes. */
  public Framing withChecksumExtra(java.util.List<Integer> extra) {
    return new Framing(magic, delimiter, checksum, leadingTag, extra);
  }

  /**
   * The tag of a union of {@code @Union(bits = 4)} and the like, as the first field of each
   * variant: the union reads it to choose the variant, and the variant writes and checks it, so
   * that its first fields share the tag's last byte.
   */
  public record LeadingTag(int bits, long tag) {}

  /** {@code @Magic} as written: text or byte values (validation checks they are sound). */
  public record MagicSpec(String ascii, int[] values) {
    public byte[] bytes() {
      if (!ascii.isEmpty()) {
        return ascii.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
      }
      byte[] b = new byte[values.length];
      for (int i = 0; i < b.length; i++) {
        b[i] = (byte) values[i];
      }
      return b;
    }
  }

  /**
   * A terminator: its bytes (as declared; validation checks each is 0..255) and maximum;
   * {@code include}: the value keeps it as its last bytes; {@code consume}: reading skips it
   * (else it is left for the next part to read).
   */
  public record Delimiter(int[] terminator, int max, boolean include, boolean consume) {
    public Delimiter(int[] terminator, int max) {
      this(terminator, max, false, true);
    }

    /** Whether the terminator is dropped from the value and skipped, as by default. */
    public boolean plain() {
      return !include && consume;
    }

    public byte[] bytes() {
      byte[] b = new byte[terminator.length];
      for (int i = 0; i < b.length; i++) {
        b[i] = (byte) terminator[i];
      }
      return b;
    }
  }

  /**
   * {@code @Checksum}: algorithm class, field width, place, order, whether the checksum covers
   * its own field, and what that field holds meanwhile.
   *
   * @param algorithm the algorithm class, or null when javac could not give it to the processor
   *     (a class it can not access from the message, which javac reports itself)
   * @param algorithmProblem why the generated codec could not make an instance of the algorithm
   *     (e.g. "it is abstract"), or null when it can
   * @param from the component the range starts at (a PNG chunk's CRC covers its type and data,
   *     not the length before them), or "" for the message's start
   * @param componentOnly the members written that only the component form takes ({@code to},
   *     {@code expr}), in declaration order
   */
  public record ChecksumSpec(TypeRef algorithm, int bits, boolean atEnd, ByteOrder order,
      boolean includeField, long placeholder, String algorithmProblem, String from,
      java.util.List<String> componentOnly) {
    public ChecksumSpec {
      componentOnly = java.util.List.copyOf(componentOnly);
    }

    /** For models built by hand, with an algorithm the codec can make. */
    public ChecksumSpec(TypeRef algorithm, int bits, boolean atEnd, ByteOrder order,
        boolean includeField, long placeholder) {
      this(algorithm, bits, atEnd, order, includeField, placeholder, null, "",
          java.util.List.of());
    }
  }
}
