package io.framewright.cli.samples;

/**
 * A value of the user's own class, neither a record nor a type the JSON knows: only its custom
 * codec ({@link RgbCodec}) can tell the command line what it is on the wire.
 */
public final class Rgb {
  final int red;
  final int green;
  final int blue;

  public Rgb(int red, int green, int blue) {
    this.red = red;
    this.green = green;
    this.blue = blue;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rgb c && c.red == red && c.green == green && c.blue == blue;
  }

  @Override
  public int hashCode() {
    return (red << 16) | (green << 8) | blue;
  }

  @Override
  public String toString() {
    return "rgb(" + red + ", " + green + ", " + blue + ")";
  }
}
