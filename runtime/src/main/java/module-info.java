/**
 * What generated codecs and their users need at run time: {@code Codec}, the errors, the
 * reader, the layout model ({@code layout}), stream framing ({@code frame}) and capture files
 * ({@code capture}).
 *
 * <p>Not exported: {@code io.framewright.runtime.internal}, the helpers generated code calls.
 * Codecs reach them through the protected nested classes of {@link
 * io.framewright.runtime.CodecSupport}, their superclass, so a user's module needs only
 * {@code requires io.framewright.runtime}. {@link io.framewright.runtime.Framewright#codec}
 * finds a codec in a named module by its class name; a {@code provides
 * io.framewright.runtime.CodecProvider with ...} clause is needed only for codecs that do not
 * follow the naming convention.
 */
module io.framewright.runtime {
  exports io.framewright.runtime;
  exports io.framewright.runtime.capture;
  exports io.framewright.runtime.frame;
  exports io.framewright.runtime.layout;

  uses io.framewright.runtime.CodecProvider;
}
