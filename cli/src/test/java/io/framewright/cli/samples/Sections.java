package io.framewright.cli.samples;

import io.framewright.annotations.Count;
import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import java.util.List;

/**
 * Lists counted by earlier fields, as DNS's sections are: for the JSON of {@code decode}, whose
 * trace tells list elements only by their index.
 */
public final class Sections {
  private Sections() {}

  /** A variable-size element: a one-byte length, then that many bytes. */
  @Message
  public record Var(@Length(bits = 8) byte[] data) {}

  /** A fixed-size element: two bytes. */
  @Message
  public record Pair(@Field(bits = 8) int x, @Field(bits = 8) int y) {}

  /** Both counts first, then two adjacent lists of variable-size elements. */
  @Message
  public record TwoLists(@Field(bits = 8) int a, @Field(bits = 8) int b,
      @Count(field = "a") List<Var> xs, @Count(field = "b") List<Var> ys) {}

  /** Both counts first, a list of fixed-size elements (read whole), then a variable one. */
  @Message
  public record FixedFirst(@Field(bits = 8) int a, @Field(bits = 8) int b,
      @Count(field = "a") List<Pair> ps, @Count(field = "b") List<Var> xs) {}
}
