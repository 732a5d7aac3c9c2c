package io.framewright.runtime;

/**
 * The superclass of every generated codec, and its only way to the runtime's internal helpers.
 *
 * <p>Generated code lives in users' packages and modules, yet calls helpers that are not an API
 * (byte and bit access, terminators, checksums, enum tables, large constants, layout
 * descriptions, the nested-codec check). They live in {@code io.framewright.runtime.internal},
 * which the module {@code io.framewright.runtime} does not export: a user's module can not name
 * them. {@link Internal} holds one class per helper class, of the same name, that extends it and
 * adds nothing; a generated codec, being a subclass, calls {@code
 * CodecSupport.Internal.Bytes.getIntBE(...)}: javac and the JVM check access through the
 * protected {@code Internal}, and the static methods inherited from the helper are public. Code
 * outside a subclass can not reach them.
 *
 * <p>One nested class, not ten: every member class of a superclass is in scope in the codec's
 * body, where it would hide a type of the codec's own package of the same simple name. Only the
 * name {@code Internal} is taken that way (the processor refuses a message whose codec would
 * have to name a type {@code Internal} of its package, FW009).
 *
 * <p>Generated views extend it too, for the same helpers and for {@link #repoint}: a view that
 * nests another (a nested message, a list element) points its child at bytes its own wrap has
 * already checked, without the child's public {@code wrap} checking them again, and without
 * giving anyone else a way to point a view at bytes nobody checked.
 *
 * <p>Not an API: {@code Internal}, its classes, {@code repoint} and their methods may change in
 * any release. Holds no state: extending it costs a codec nothing.
 */
public abstract class CodecSupport {
  /** For generated codecs only. */
  protected CodecSupport() {}

  /**
   * For generated views only: points {@code view} at the message at {@code buf[off ..]} without
   * checking it, and returns it. The caller is a view whose own wrap has just run every check of
   * that message (a nested message's, a list element's), so the child need not run them again:
   * a list walked element by element costs two stores per element, as a hand-written flyweight.
   * Static and protected, so that only subclasses can call it, yet on a view of any package.
   */
  protected static <V extends CodecSupport> V repoint(V view, byte[] buf, int off) {
    view.repointAt(buf, off);
    return view;
  }

  /**
   * Overridden by generated fixed-size views: {@link #repoint}'s work. A codec, or a view that
   * is never nested, has none.
   */
  protected void repointAt(byte[] buf, int off) {
    throw new UnsupportedOperationException(getClass().getName() + " is not a nested view");
  }

  /**
   * For generated views only: {@link #repoint} for a list's element, called once per element by
   * a list's indexed getter and cursor. The parent's wrap has already pointed the list's child
   * at the array (at the first element), so the child's compare of its array here, a branch of
   * its own, is not taken while a list is walked; C2 then compiles it as a trap and keeps the
   * array's load, and its bounds, out of the caller's loop. Through {@code repoint}, the branch
   * that stores a new array (taken by each wrap of a new frame) was the one walked per element,
   * and a 128-element walk took 1.5 times as long (issue 31).
   */
  protected static <V extends CodecSupport> V moveTo(V view, byte[] buf, int off) {
    view.moveAt(buf, off);
    return view;
  }

  /** Overridden by generated fixed-size views: {@link #moveTo}'s work. */
  protected void moveAt(byte[] buf, int off) {
    throw new UnsupportedOperationException(getClass().getName() + " is not a nested view");
  }

  /**
   * The runtime's internal helpers, for generated codecs only: public subclasses of the
   * unexported package's classes, reached through this protected class (so javac's lint on
   * exported types of an unexported package is, here, what was meant).
   */
  @SuppressWarnings("exports")
  protected static final class Internal {
    private Internal() {}

    /** {@code io.framewright.runtime.internal.Bits}. */
    public static final class Bits extends io.framewright.runtime.internal.Bits {
      private Bits() {}
    }

    /** {@code io.framewright.runtime.internal.Bytes}. */
    public static final class Bytes extends io.framewright.runtime.internal.Bytes {
      private Bytes() {}
    }

    /** {@code io.framewright.runtime.internal.Checksums}. */
    public static final class Checksums extends io.framewright.runtime.internal.Checksums {
      private Checksums() {}
    }

    /** {@code io.framewright.runtime.internal.Delimiters}. */
    public static final class Delimiters extends io.framewright.runtime.internal.Delimiters {
      private Delimiters() {}
    }

    /** {@code io.framewright.runtime.internal.Described}. */
    public static final class Described extends io.framewright.runtime.internal.Described {
      private Described() {}
    }

    /** {@code io.framewright.runtime.internal.Enums}. */
    public static final class Enums extends io.framewright.runtime.internal.Enums {
      private Enums() {}
    }

    /** {@code io.framewright.runtime.internal.Lengths}. */
    public static final class Lengths extends io.framewright.runtime.internal.Lengths {
      private Lengths() {}
    }

    /** {@code io.framewright.runtime.internal.NestedCodecs}. */
    public static final class NestedCodecs extends io.framewright.runtime.internal.NestedCodecs {
      private NestedCodecs() {}
    }

    /** {@code io.framewright.runtime.internal.Lists}. */
    public static final class Lists extends io.framewright.runtime.internal.Lists {
      private Lists() {}
    }

    /** {@code io.framewright.runtime.internal.Tables}. */
    public static final class Tables extends io.framewright.runtime.internal.Tables {
      private Tables() {}
    }

    /** {@code io.framewright.runtime.internal.Truncation}. */
    public static final class Truncation extends io.framewright.runtime.internal.Truncation {
      private Truncation() {}
    }

    /** {@code io.framewright.runtime.internal.Varints}. */
    public static final class Varints extends io.framewright.runtime.internal.Varints {
      private Varints() {}
    }
  }
}
