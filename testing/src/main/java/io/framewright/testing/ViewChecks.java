package io.framewright.testing;

import io.framewright.runtime.Codec;
import io.framewright.runtime.FixedSizeCodec;
import io.framewright.runtime.WireReader;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.MessageView;
import io.framewright.runtime.layout.UnionLayout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The properties a generated view ({@code @View}) must have beside its codec, as checks that
 * throw {@link AssertionError}: the body of a fuzz target or a property test.
 *
 * <p>On any bytes: {@code wrap} rejects exactly what {@code decode} rejects, with an exception of
 * the same class and message (offset, field path, expectation and finding); a rejected view is
 * unreadable. Otherwise {@code toRecord()} equals the decoded record and every getter equals the
 * record's component (an indexed getter each element; a nested view, recursively, the nested
 * record; an optional component's {@code hasX()} whether it is null, its getters throwing
 * {@code IllegalStateException} when it is). Getters are found by reflection on the record's components, here in the test helper
 * only: the views themselves use none.
 */
public final class ViewChecks {
  private ViewChecks() {}

  /**
   * Checks {@code view} against {@code codec} on {@code input}, wrapped as a whole array, at an
   * offset inside a larger one (whose bytes after the message must not matter), as a heap
   * {@link ByteBuffer} and as a direct one. Returns the decoded value, or null if rejected.
   */
  public static <T> T agrees(Codec<T> codec, MessageView<T> view, byte[] input) {
    return agrees(codec, view, input, Set.of());
  }

  /**
   * {@link #agrees(Codec, MessageView, byte[])}, but the getters of the {@code derived}
   * components are not compared with the record's (see
   * {@link #agreesAround(Codec, MessageView, List, long, int, Set)}).
   */
  public static <T> T agrees(Codec<T> codec, MessageView<T> view, byte[] input,
      Set<String> derived) {
    T value = agreesOn(derived, codec, view, input, 0, input.length, () -> view.wrap(input));
    byte[] padded = new byte[input.length + 5];
    System.arraycopy(input, 0, padded, 3, input.length);
    padded[padded.length - 1] = (byte) 0xA5; // after the message: a prefix wrap ignores it
    if (codec instanceof FixedSizeCodec<?>) {
      // wrap(buf, off) takes the message's size from off on, or what there is
      agreesOn(derived, codec, view, padded, 3, Math.min(view.size(), padded.length - 3),
          () -> view.wrap(padded, 3));
    } else {
      // A message whose size varies ends where its parts say: wrap(buf, off) reads it as the
      // codec's read does from a reader over the rest of the array.
      T prefix = agreesOn(derived, name(view) + " on " + Hex.compact(java.util.Arrays.copyOfRange(
              padded, 3, padded.length)) + " (a prefix)",
          () -> codec.read(new WireReader(padded, 3, padded.length - 3)),
          size -> codec.read(new WireReader(padded, 3, size)), view,
          () -> view.wrap(padded, 3));
      // The message ends where the codec's read stops: at its parts' end, or at the input's
      // for one that reads to the end (a union's @UnknownTag catch-all, @Remaining), which then
      // takes the bytes after it too and may be rejected with them; so may a @Using codec's
      // component, which readsToEnd() does not know of. Either way the view agreed with the
      // codec's read above.
      int consumed = -1;
      if (prefix != null) {
        WireReader reader = new WireReader(padded, 3, padded.length - 3);
        codec.read(reader);
        consumed = reader.position();
      }
      if (value != null && prefix != null && view.size() != consumed) {
        throw new AssertionError(name(view) + ": a prefix wrap of a message decode accepts took "
            + view.size() + " byte(s), the codec's read " + consumed);
      }
    }
    // wrapPrefix reads no byte at or after its bound: bounded at the message's end it reads
    // what a reader over exactly those bytes reads; given the bytes after it too, it ignores
    // them; over a direct buffer, the same.
    int rest = padded.length - 3;
    ByteBuffer directRest = ByteBuffer.allocateDirect(rest);
    directRest.put(padded, 3, rest).flip();
    if (codec instanceof FixedSizeCodec<?>) {
      agreesOn(derived, codec, view, padded, 3, Math.min(view.size(), input.length),
          () -> view.wrapPrefix(padded, 3, input.length));
      agreesOn(derived, codec, view, padded, 3, Math.min(view.size(), rest),
          () -> view.wrapPrefix(padded, 3, rest));
      agreesOn(derived, codec, view, padded, 3, Math.min(view.size(), rest),
          () -> view.wrapPrefix(directRest));
    } else {
      agreesOn(derived, name(view) + " (a prefix bounded at its end)",
          () -> codec.read(new WireReader(padded, 3, input.length)),
          size -> codec.read(new WireReader(padded, 3, size)), view,
          () -> view.wrapPrefix(padded, 3, input.length));
      agreesOn(derived, name(view) + " (a prefix with bytes after it)",
          () -> codec.read(new WireReader(padded, 3, rest)),
          size -> codec.read(new WireReader(padded, 3, size)), view,
          () -> view.wrapPrefix(padded, 3, rest));
      agreesOn(derived, name(view) + " (a prefix in a direct buffer)",
          () -> codec.read(new WireReader(padded, 3, rest)),
          size -> codec.read(new WireReader(padded, 3, size)), view,
          () -> view.wrapPrefix(directRest));
    }
    if (directRest.position() != 0) {
      throw new AssertionError(name(view) + ".wrapPrefix(ByteBuffer) moved the buffer's position");
    }
    ByteBuffer heap = ByteBuffer.wrap(padded, 3, input.length).slice();
    agreesOn(derived, codec, view, input, 0, input.length, () -> view.wrap(heap));
    if (heap.position() != 0) {
      throw new AssertionError(name(view) + ".wrap(ByteBuffer) moved the buffer's position");
    }
    ByteBuffer direct = ByteBuffer.allocateDirect(input.length + 2);
    direct.position(2);
    direct.put(input).position(2);
    agreesOn(derived, codec, view, input, 0, input.length, () -> view.wrap(direct));
    if (direct.position() != 2) {
      throw new AssertionError(name(view) + ".wrap(ByteBuffer) moved a direct buffer's position");
    }
    return value;
  }

  /**
   * {@link #agrees} on {@code count} random frames of about the message's size (one byte short,
   * exact, one byte over; from {@code seed}; of 0 to 47 bytes for a variable-size message) and
   * on the all-zero frame: for a view whose message
   * has few invalid values, most exact ones decode and every getter gets compared. Returns how
   * many were accepted.
   */
  public static <T> int agreesOnRandomFrames(Codec<T> codec, MessageView<T> view,
      long seed, int count) {
    java.util.Random random = new java.util.Random(seed);
    // A variable-size message has no size before a wrap: its frames are of 0 to 47 bytes, short
    // enough that random text is often valid in a strict charset.
    boolean fixed = codec instanceof FixedSizeCodec<?>;
    int accepted = agrees(codec, view, new byte[fixed ? view.size() : 8]) != null ? 1 : 0;
    for (int i = 0; i < count; i++) {
      int size = !fixed ? random.nextInt(VARIABLE_FRAMES)
          : view.size() + (i % 8 == 0 ? random.nextInt(3) - 1 : 0);
      byte[] frame = new byte[Math.max(0, size)];
      random.nextBytes(frame);
      if (agrees(codec, view, frame) != null) {
        accepted++;
      }
    }
    return accepted;
  }

  /**
   * {@link #agrees} on each of {@code frames}, on each of their truncations, and on
   * {@code mutations} mutations of them ({@link Mutations}, from {@code seed}): for a view whose
   * size varies (a union's), where frames of about its size would mostly be rejected. Returns how
   * many of {@code frames} were accepted.
   */
  public static <T> int agreesAround(Codec<T> codec, MessageView<T> view, List<byte[]> frames,
      long seed, int mutations) {
    return agreesAround(codec, view, frames, seed, mutations, Set.of());
  }

  /**
   * {@link #agreesAround}, but the getters of the {@code derived} components are not compared
   * with the record's: components the record's constructor recomputes (a {@code @Flags} field
   * rebuilt from which optional parts are present, a length from the payload). A view returns
   * what decode passes to the constructor, which it can not run; {@code toRecord()}, which does,
   * is still compared with the decoded record.
   */
  public static <T> int agreesAround(Codec<T> codec, MessageView<T> view, List<byte[]> frames,
      long seed, int mutations, Set<String> derived) {
    int accepted = 0;
    for (byte[] frame : frames) {
      if (agrees(codec, view, frame, derived) != null) {
        accepted++;
        readsOnlyItsBytes(view, frame);
      }
      for (int n = 0; n < frame.length; n++) {
        agrees(codec, view, java.util.Arrays.copyOf(frame, n), derived);
      }
    }
    Mutations.run(frames, seed, mutations, m -> agrees(codec, view, m, derived));
    return accepted;
  }
  /** Bytes after the message in {@link #readsOnlyItsBytes}, which must never be read. */
  private static final int GUARD = 4;

  /** How deep {@link #readsOnlyItsBytes} follows child views. */
  private static final int DEPTH = 4;

  /**
   * A view reads only the bytes it validated, also when they change after the wrap (the array is
   * the caller's): {@code input} is wrapped as a prefix of an array with guard bytes after it;
   * then each byte of the message in turn is raised by one (a length or count reaching past the
   * message, an element more), every getter is read (child views and cursors too, to a few
   * levels) and {@code toRecord()}, and the guard bytes are changed and all is read again. Each
   * read must give the same value or throw the same exception both times (a
   * {@link DecodeException}, or an {@code IllegalStateException} or
   * {@code IllegalArgumentException} of a getter's own; never an
   * {@code IndexOutOfBoundsException}). Does nothing if the wrap rejects {@code input} or the
   * message takes the guard bytes too (it reads to the end of its input). Reads by reflection:
   * the cost is the message's size times its getters, for a few frames, not for every mutation.
   */
  public static <T> void readsOnlyItsBytes(MessageView<T> view, byte[] input) {
    byte[] buf = java.util.Arrays.copyOf(input, input.length + GUARD);
    java.util.Arrays.fill(buf, input.length, buf.length, (byte) 0x7A);
    try {
      view.wrap(buf, 0);
    } catch (DecodeException rejected) {
      return;
    }
    int size = view.size();
    if (size >= buf.length) {
      return;
    }
    for (int i = 0; i < size; i++) {
      byte was = buf[i];
      buf[i] = (byte) (was + 1);
      String before = readAll(view, DEPTH);
      java.util.Arrays.fill(buf, size, buf.length, (byte) 0x85);
      String after = readAll(view, DEPTH);
      java.util.Arrays.fill(buf, size, buf.length, (byte) 0x7A);
      buf[i] = was;
      if (!before.equals(after)) {
        throw new AssertionError(name(view) + " on " + Hex.compact(input) + " with byte " + i
            + " raised after the wrap: what it reads depends on the bytes after the message"
            + "\n  guard 7a: " + before + "\n  guard 85: " + after);
      }
    }
  }

  /**
   * What every getter of {@code view} without parameters (each indexed one at every index its
   * count gives) and {@code toRecord()} return or throw, as text.
   */
  private static String readAll(Object view, int depth) {
    StringBuilder out = new StringBuilder();
    out.append("toRecord=").append(read(() -> ((MessageView<?>) view).toRecord(), depth))
        .append(';');
    List<Method> methods = new java.util.ArrayList<>(List.of(view.getClass().getMethods()));
    methods.sort(java.util.Comparator.comparing(Method::getName)
        .thenComparing(Method::getParameterCount));
    for (Method m : methods) {
      if (m.getDeclaringClass() == Object.class || m.getReturnType() == void.class
          || m.getName().startsWith("wrap") || m.getName().equals("toRecord")
          || m.getName().equals("iterator")) {
        continue;
      }
      if (m.getParameterCount() == 0) {
        out.append(m.getName()).append('=').append(read(() -> call(m, view), depth)).append(';');
      } else if (m.getParameterCount() == 1 && m.getParameterTypes()[0] == int.class) {
        Method count = method(view, m.getName() + "Count");
        Object n = count == null ? null : read(() -> call(count, view), 0);
        if (n instanceof Integer k) {
          for (int i = 0; i < k; i++) {
            int at = i;
            out.append(m.getName()).append('[').append(i).append("]=")
                .append(read(() -> call(m, view, at), depth)).append(';');
          }
        }
      }
    }
    return out.toString();
  }

  /** A value read (a child view's own reads, a cursor's elements), or what reading it threw. */
  private static Object read(Supplier<Object> getter, int depth) {
    Object value;
    try {
      value = getter.get();
    } catch (DecodeException | IllegalStateException | IllegalArgumentException
        | NoSuchElementException e) {
      return "threw " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }
    if (value instanceof MessageView<?> child) {
      return depth == 0 ? "(view)" : "{" + readAll(child, depth - 1) + "}";
    }
    if (value instanceof Iterator<?> cursor) {
      StringBuilder out = new StringBuilder("[");
      for (int i = 0; i < 64 && depth > 0 && cursor.hasNext(); i++) {
        out.append(read(cursor::next, depth - 1)).append(", ");
      }
      return out.append(']').toString();
    }
    return deepString(value);
  }

  /** {@code m} on {@code on}, what it throws unwrapped; anything but a getter's own is wrong. */
  private static Object call(Method m, Object on, Object... args) {
    m.trySetAccessible();
    try {
      return m.invoke(on, args);
    } catch (IllegalAccessException e) {
      throw new AssertionError("can not call " + m + ": " + e, e);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof DecodeException
          || e.getCause() instanceof IllegalStateException
          || e.getCause() instanceof IllegalArgumentException
          || e.getCause() instanceof NoSuchElementException) {
        throw (RuntimeException) e.getCause();
      }
      throw new AssertionError(name(on) + "." + m.getName() + " threw " + e.getCause()
          + " on bytes changed after the wrap (a DecodeException or a value)", e.getCause());
    }
  }

  /** Records by component, arrays and lists by element: no identity hash codes. */
  private static String deepString(Object value) {
    if (value instanceof Record r) {
      StringBuilder out = new StringBuilder(r.getClass().getSimpleName()).append('(');
      for (RecordComponent c : r.getClass().getRecordComponents()) {
        out.append(c.getName()).append('=').append(deepString(invoke(c.getAccessor(), r)))
            .append(", ");
      }
      return out.append(')').toString();
    }
    if (value != null && value.getClass().isArray()) {
      StringBuilder out = new StringBuilder("[");
      for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) {
        out.append(deepString(java.lang.reflect.Array.get(value, i))).append(", ");
      }
      return out.append(']').toString();
    }
    if (value instanceof List<?> list) {
      StringBuilder out = new StringBuilder("[");
      for (Object e : list) {
        out.append(deepString(e)).append(", ");
      }
      return out.append(']').toString();
    }
    return String.valueOf(value);
  }

  /** Bound of the sizes of random frames of a variable-size message. */
  private static final int VARIABLE_FRAMES = 48;

  /** A codec and a view of its message. */
  public record Pair<T>(Codec<T> codec, MessageView<T> view) {}

  /**
   * {@link #agreesOnRandomFrames} for each pair ({@code frames} frames, seeds from {@code seed}
   * on); each must accept some frame (the all-zero one, or a random one), so that its getters
   * were compared.
   */
  public static void allAgreeOnRandomFrames(List<Pair<?>> pairs, long seed, int frames) {
    for (Pair<?> p : pairs) {
      if (agreesOnRandomFrames(p, seed++, frames) == 0) {
        throw new AssertionError(name(p.view()) + " accepted none of " + (frames + 1)
            + " frames, so no getter was compared");
      }
    }
  }

  private static <T> int agreesOnRandomFrames(Pair<T> p, long seed, int frames) {
    return agreesOnRandomFrames(p.codec(), p.view(), seed, frames);
  }

  private static <T> T agreesOn(Set<String> derived, Codec<T> codec, MessageView<T> view,
      byte[] buf, int off, int len, Runnable wrap) {
    String where = name(view) + " on " + Hex.compact(java.util.Arrays.copyOfRange(buf, off,
        off + len));
    return agreesOn(derived, where, () -> codec.decode(buf, off, len), null, view, wrap);
  }

  /**
   * Wraps, and compares with {@code decode}: wrap's errors with decode's, and the record with
   * the decoded one. {@code decodeMessage} (null: {@code decode}) decodes exactly the bytes the
   * wrap took, given their number: what {@code toRecord()} reads, which reads no byte after the
   * message, so that its errors are decode's on those bytes (a constructor's rejection shows no
   * byte after the message in its excerpt).
   */
  private static <T> T agreesOn(Set<String> derived, String where, Supplier<T> decode,
      java.util.function.IntFunction<T> decodeMessage, MessageView<T> view, Runnable wrap) {
    T decoded = null;
    RuntimeException decodeError = null;
    try {
      decoded = decode.get();
    } catch (DecodeException e) {
      decodeError = e;
    }
    RuntimeException wrapError = null;
    try {
      wrap.run();
    } catch (DecodeException e) {
      wrapError = e;
    } catch (RuntimeException e) {
      throw new AssertionError(where + ": wrap threw " + e + " (a DecodeException or nothing)",
          e);
    }
    if (wrapError != null) {
      if (decodeError == null) {
        throw new AssertionError(where + ": wrap rejected what decode accepts (" + decoded
            + "): " + wrapError.getMessage(), wrapError);
      }
      sameError(where + ", wrap", decodeError, wrapError);
      if (view.isWrapped()) {
        throw new AssertionError(where + ": still wrapped after a failed wrap");
      }
      try {
        view.toRecord();
        throw new AssertionError(where + ": toRecord() read a view whose wrap failed");
      } catch (IllegalStateException expected) {
        // unreadable, as it must be
      }
      return null;
    }
    if (!view.isWrapped()) {
      throw new AssertionError(where + ": not wrapped after a wrap that succeeded");
    }
    if (decodeError != null) {
      // Only the record's constructor is left to reject: toRecord must, as decode did.
      if (decodeMessage != null) {
        int size = view.size();
        try {
          decodeMessage.apply(size);
          throw new AssertionError(where + ": decode rejects, but not the " + size
              + " byte(s) the wrap took: " + decodeError.getMessage(), decodeError);
        } catch (DecodeException e) {
          decodeError = e;
        }
      }
      try {
        T built = view.toRecord();
        throw new AssertionError(where + ": wrap accepted and toRecord() built " + built
            + ", but decode rejects: " + decodeError.getMessage(), decodeError);
      } catch (DecodeException e) {
        sameError(where + ", toRecord()", decodeError, e);
      }
      return null;
    }
    T built = view.toRecord();
    if (!deepEquals(decoded, built)) {
      throw new AssertionError(where + ": toRecord() gave " + built + ", decode " + decoded);
    }
    sameComponents(where, view, decoded, derived);
    return decoded;
  }

  private static void sameError(String where, RuntimeException expected,
      RuntimeException found) {
    if (expected.getClass() != found.getClass()
        || !Objects.equals(expected.getMessage(), found.getMessage())) {
      throw new AssertionError(where + " threw\n  " + found + "\nbut decode threw\n  "
          + expected, found);
    }
  }

  /** Every getter of {@code view} against the component of {@code record} it reads. */
  private static void sameComponents(String where, MessageView<?> view, Object value,
      Set<String> derived) {
    if (isUnionView(view)) {
      sameVariant(where, view, value);
      return;
    }
    Record record = (Record) value;
    java.util.Set<String> components = new java.util.HashSet<>();
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      components.add(c.getName());
    }
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      if (derived.contains(c.getName())) {
        continue; // the constructor recomputed it: compared through toRecord() above
      }
      Object expected = invoke(c.getAccessor(), record);
      String path = where + ": " + c.getName();
      if (!samePresence(path, view, c, expected, components)) {
        continue;
      }
      Method plain = method(view, c.getName());
      if (plain != null && !Iterator.class.isAssignableFrom(plain.getReturnType())) {
        same(path, invoke(plain, view), expected);
        sameBytes(path, view, c.getName(), expected);
        continue;
      }
      Method indexed = method(view, c.getName(), int.class);
      Method count = method(view, c.getName() + "Count");
      if (indexed == null || count == null) {
        throw new AssertionError(path + ": the view has no getter for it");
      }
      int n = (Integer) invoke(count, view);
      int length = expected instanceof List<?> l ? l.size()
          : java.lang.reflect.Array.getLength(expected);
      if (n != length) {
        throw new AssertionError(path + ": " + c.getName() + "Count() is " + n + ", the record"
            + " holds " + length);
      }
      for (int i = 0; i < n; i++) {
        Object element = expected instanceof List<?> l ? l.get(i)
            : java.lang.reflect.Array.get(expected, i);
        same(path + "[" + i + "]", invoke(indexed, view, i), element);
      }
      if (plain != null) {
        sameThroughCursor(path, (Iterator<?>) invoke(plain, view), expected, n);
      }
    }
  }

  /**
   * An optional component's {@code hasX()}, where the view has one (and no component is named
   * so): false when the record holds null, and then every getter of the component
   * ({@code x()}, {@code xCount()}, {@code xLength()}) throws {@code IllegalStateException};
   * true when it holds an object. A primitive is on the wire or holds its {@code @WhenAbsent}
   * value, which {@code x()} then returns: the getters compare it. Returns whether the
   * component's getters are to be compared with it.
   */
  private static boolean samePresence(String path, MessageView<?> view, RecordComponent c,
      Object expected, java.util.Set<String> components) {
    String name = c.getName();
    String hasName = "has" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
    Method has = components.contains(hasName) ? null : method(view, hasName);
    if (has == null || has.getReturnType() != boolean.class) {
      return true;
    }
    boolean on = (Boolean) invoke(has, view);
    if (expected != null) {
      if (!on && !c.getType().isPrimitive()) {
        throw new AssertionError(path + ": " + hasName + "() is false, the record holds "
            + expected);
      }
      return true;
    }
    if (on) {
      throw new AssertionError(path + ": " + hasName + "() is true, the record holds null");
    }
    for (String getter : List.of(name, name + "Count", name + "Length")) {
      Method m = method(view, getter);
      if (m == null || !getter.equals(name) && components.contains(getter)) {
        continue; // none, or another component's own getter (f0Count beside f0)
      }
      m.trySetAccessible();
      try {
        Object read = m.invoke(view);
        throw new AssertionError(path + ": " + getter + "() read " + read + " of a component"
            + " not on the wire (the record holds null)");
      } catch (IllegalAccessException e) {
        throw new AssertionError("can not call " + m + ": " + e, e);
      } catch (InvocationTargetException e) {
        if (!(e.getCause() instanceof IllegalStateException)) {
          throw new AssertionError(path + ": " + getter + "() threw " + e.getCause()
              + " for a component not on the wire, not an IllegalStateException", e.getCause());
        }
      }
    }
    return false;
  }

  /**
   * A list of messages' cursor ({@code x()}) against the component: it yields each element's
   * view once, in order, then {@code hasNext()} is false, {@code remaining()} counts down, and
   * {@code next()} past the end throws {@code NoSuchElementException}.
   */
  private static void sameThroughCursor(String path, Iterator<?> cursor, Object expected,
      int n) {
    Method remaining = method(cursor, "remaining");
    for (int i = 0; i < n; i++) {
      if (remaining != null && (Integer) invoke(remaining, cursor) != n - i) {
        throw new AssertionError(path + ": the cursor's remaining() is "
            + invoke(remaining, cursor) + " before element " + i + " of " + n);
      }
      if (!cursor.hasNext()) {
        throw new AssertionError(path + ": the cursor ends after " + i + " of " + n
            + " elements");
      }
      Object element = expected instanceof List<?> l ? l.get(i)
          : java.lang.reflect.Array.get(expected, i);
      same(path + " (cursor) [" + i + "]", cursor.next(), element);
    }
    if (cursor.hasNext()) {
      throw new AssertionError(path + ": the cursor has more than " + n + " elements");
    }
    try {
      cursor.next();
      throw new AssertionError(path + ": the cursor's next() after the last returned");
    } catch (NoSuchElementException expectedEnd) {
      // as Iterator says
    }
  }

  /**
   * The length, copy and comparison getters of variable text and bytes ({@code xLength()},
   * {@code xBytes(dst, at)}, {@code xEquals(...)}), where the view has them, against the
   * component: the bytes copied are the text's in its charset, which the copy decodes back to.
   */
  private static void sameBytes(String path, MessageView<?> view, String name,
      Object expected) {
    Method length = method(view, name + "Length");
    Method bytes = method(view, name + "Bytes", byte[].class, int.class);
    Method equals = method(view, name + "Equals", expected == null ? Object.class
        : expected.getClass());
    if (length == null || bytes == null || equals == null) {
      return;
    }
    int n = (Integer) invoke(length, view);
    byte[] dst = new byte[n + 3];
    dst[n + 2] = (byte) 0x5A;
    int copied = (Integer) invoke(bytes, view, dst, 2);
    if (copied != n || dst[n + 2] != (byte) 0x5A || dst[0] != 0 || dst[1] != 0) {
      throw new AssertionError(path + ": " + name + "Bytes(dst, 2) copied " + copied
          + " byte(s) (or wrote outside them), " + name + "Length() is " + n);
    }
    byte[] copy = java.util.Arrays.copyOfRange(dst, 2, 2 + n);
    sameByteAt(path, view, name, copy);
    Object other;
    if (expected instanceof byte[] b) {
      if (!java.util.Arrays.equals(copy, b)) {
        throw new AssertionError(path + ": " + name + "Bytes copied " + Hex.compact(copy)
            + ", the record holds " + Hex.compact(b));
      }
      other = java.util.Arrays.copyOf(b, b.length + 1);
    } else {
      String s = (String) expected;
      boolean decodes = false;
      for (Charset cs : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1,
          StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE)) {
        decodes |= isText(copy, cs) && new String(copy, cs).equals(s);
      }
      if (!decodes) {
        throw new AssertionError(path + ": " + name + "Bytes copied " + Hex.compact(copy)
            + ", which is not " + s + " in UTF-8, ISO-8859-1 or UTF-16");
      }
      other = s + "\u00e9";
    }
    if (!(Boolean) invoke(equals, view, expected)) {
      throw new AssertionError(path + ": " + name + "Equals(the record's value) is false");
    }
    if ((Boolean) invoke(equals, view, other)) {
      throw new AssertionError(path + ": " + name + "Equals(a longer value) is true");
    }
  }

  /**
   * {@code xByte(i)}, where the view has it: byte i of what {@code xBytes} copied, read in
   * place; past them a fixed field's zero padding or an exception, and before the first an
   * exception.
   */
  private static void sameByteAt(String path, MessageView<?> view, String name, byte[] copy) {
    Method at = method(view, name + "Byte", int.class);
    if (at == null) {
      return;
    }
    for (int i = 0; i < copy.length; i++) {
      byte b = (Byte) invoke(at, view, i);
      if (b != copy[i]) {
        throw new AssertionError(path + ": " + name + "Byte(" + i + ") is " + b + ", "
            + name + "Bytes copied " + Hex.compact(copy));
      }
    }
    for (int i = copy.length; !refuses(path, view, at, i); i++) {
      byte b = (Byte) invoke(at, view, i);
      if (b != 0) {
        throw new AssertionError(path + ": " + name + "Byte(" + i + ") is " + b
            + " past the text, not its zero padding");
      }
    }
    if (!refuses(path, view, at, -1)) {
      throw new AssertionError(path + ": " + name + "Byte(-1) returned");
    }
  }

  /**
   * Whether {@code at(i)} refuses index {@code i} as outside its bytes
   * ({@code IllegalArgumentException} or {@code IndexOutOfBoundsException}); anything else it
   * throws fails.
   */
  private static boolean refuses(String path, Object view, Method at, int i) {
    try {
      at.invoke(view, i);
      return false;
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IllegalArgumentException
          || cause instanceof IndexOutOfBoundsException) {
        return true;
      }
      throw new AssertionError(path + ": " + at.getName() + "(" + i + ") threw " + cause, cause);
    } catch (IllegalAccessException e) {
      throw new AssertionError("can not call " + at + ": " + e, e);
    }
  }

  private static boolean isText(byte[] bytes, Charset cs) {
    try {
      cs.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes));
      return true;
    } catch (java.nio.charset.CharacterCodingException e) {
      return false;
    }
  }

  private static void same(String path, Object found, Object expected) {
    if (found instanceof MessageView<?> child) {
      Object built = child.toRecord();
      if (!deepEquals(built, expected)) {
        throw new AssertionError(path + ": the nested view's toRecord() gave " + built
            + ", the record holds " + expected);
      }
      sameComponents(path, child, expected, Set.of());
      return;
    }
    if (!deepEquals(found, expected)) {
      throw new AssertionError(path + ": the view read " + found + ", the record holds "
          + expected);
    }
  }

  /** Whether {@code view} is the view of a union: its message type is an interface. */
  private static boolean isUnionView(MessageView<?> view) {
    for (java.lang.reflect.Type t : view.getClass().getGenericInterfaces()) {
      if (t instanceof java.lang.reflect.ParameterizedType p
          && p.getRawType() == MessageView.class
          && p.getActualTypeArguments()[0] instanceof Class<?> c) {
        return c.isInterface();
      }
    }
    return false;
  }

  /**
   * A union's view against the variant decode built: {@code variant()} is its class,
   * {@code isX()} is true for it alone, {@code tag()} is one of the variant's tags in the
   * codec's layout (for the {@code @UnknownTag} variant: its {@code tag}, and none of the
   * others'), and the variant's getter gives a view that agrees with it, recursively.
   */
  private static void sameVariant(String where, MessageView<?> view, Object decoded) {
    Class<?> type = decoded.getClass();
    Object variant = invoke(method(view, "variant"), view);
    if (variant != type) {
      throw new AssertionError(where + ": variant() is " + variant + ", decode built a "
          + type.getName());
    }
    for (Method m : view.getClass().getMethods()) {
      if (m.getName().startsWith("is") && !m.getName().equals("isWrapped")
          && m.getParameterCount() == 0 && m.getReturnType() == boolean.class) {
        boolean expected = m.getName().equals("is" + type.getSimpleName());
        if ((Boolean) invoke(m, view) != expected) {
          throw new AssertionError(where + ": " + m.getName() + "() is " + !expected
              + " for a " + type.getSimpleName());
        }
      }
    }
    Object tagValue = invoke(method(view, "tag"), view);
    // Tags are unsigned: an int tag() holds up to 32 bits (a union selected by a 32-bit
    // selector, whose catch-all keeps values past 2^31), so its bits are read as unsigned.
    long tag = tagValue instanceof Integer i ? Integer.toUnsignedLong(i)
        : ((Number) tagValue).longValue();
    String nested = type.getName().substring(type.getPackageName().length() + 1)
        .replace('$', '.');
    UnionLayout layout = unionLayout(view);
    boolean unknown = layout.variants().stream()
        .anyMatch(v -> v.unknown() && v.name().equals(nested));
    if (unknown) {
      // The catch-all's first component holds the tag (tag, or any name in a declared shape),
      // a byte, short or int of it as unsigned as the wire's tag.
      Object held = invoke(decoded.getClass().getRecordComponents()[0].getAccessor(), decoded);
      long kept = held instanceof Byte b ? Byte.toUnsignedLong(b)
          : held instanceof Short s ? Short.toUnsignedLong(s) : ((Number) held).longValue();
      boolean known = layout.variants().stream().anyMatch(v -> !v.unknown()
          && Long.compareUnsigned(v.tag(), tag) <= 0 && Long.compareUnsigned(tag, v.lastTag())
          <= 0);
      if (kept != tag && (kept & 0xFFFFFFFFL) != tag || known) {
        throw new AssertionError(where + ": tag() is " + Long.toUnsignedString(tag) + ", the "
            + nested + " holds " + kept + (known ? " (a known variant's tag)" : ""));
      }
      return;
    }
    boolean ofVariant = layout.variants().stream().anyMatch(v -> v.name().equals(nested)
        && Long.compareUnsigned(v.tag(), tag) <= 0 && Long.compareUnsigned(tag, v.lastTag())
        <= 0);
    if (!ofVariant) {
      throw new AssertionError(where + ": tag() is " + Long.toUnsignedString(tag)
          + ", not a tag of " + nested);
    }
    String getter = Character.toLowerCase(type.getSimpleName().charAt(0))
        + type.getSimpleName().substring(1);
    Method child = method(view, getter);
    if (child == null) {
      throw new AssertionError(where + ": the view has no getter " + getter + "()");
    }
    same(where + ": " + getter + "()", invoke(child, view), decoded);
  }

  /** The layout of the union {@code view} reads, from its codec ({@code XView} -> {@code XCodec}). */
  private static UnionLayout unionLayout(MessageView<?> view) {
    String name = view.getClass().getName();
    try {
      Object codec = Class.forName(name.substring(0, name.length() - "View".length()) + "Codec",
          true, view.getClass().getClassLoader()).getField("INSTANCE").get(null);
      return (UnionLayout) ((Codec<?>) codec).description().orElseThrow();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no codec beside " + name + ": " + e, e);
    }
  }

  /** Equality of records by component, of arrays and lists by element, else {@code equals}. */
  static boolean deepEquals(Object a, Object b) {
    if (a instanceof Record ra && b instanceof Record && a.getClass() == b.getClass()) {
      for (RecordComponent c : ra.getClass().getRecordComponents()) {
        if (!deepEquals(invoke(c.getAccessor(), a), invoke(c.getAccessor(), b))) {
          return false;
        }
      }
      return true;
    }
    if (a != null && b != null && a.getClass().isArray() && b.getClass().isArray()) {
      int n = java.lang.reflect.Array.getLength(a);
      if (n != java.lang.reflect.Array.getLength(b)) {
        return false;
      }
      for (int i = 0; i < n; i++) {
        if (!deepEquals(java.lang.reflect.Array.get(a, i), java.lang.reflect.Array.get(b, i))) {
          return false;
        }
      }
      return true;
    }
    if (a instanceof List<?> la && b instanceof List<?> lb) {
      if (la.size() != lb.size()) {
        return false;
      }
      for (int i = 0; i < la.size(); i++) {
        if (!deepEquals(la.get(i), lb.get(i))) {
          return false;
        }
      }
      return true;
    }
    return Objects.equals(a, b);
  }

  private static Method method(Object on, String name, Class<?>... parameters) {
    try {
      return on.getClass().getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  private static Object invoke(Method m, Object on, Object... args) {
    // A record need not be public; its accessors are read here, in the test helper only.
    m.trySetAccessible();
    try {
      return m.invoke(on, args);
    } catch (IllegalAccessException e) {
      throw new AssertionError("can not call " + m + ": " + e, e);
    } catch (InvocationTargetException e) {
      throw new AssertionError(m.getName() + " threw " + e.getCause() + " on a wrapped view",
          e.getCause());
    }
  }

  private static String name(Object view) {
    return view.getClass().getSimpleName();
  }
}
