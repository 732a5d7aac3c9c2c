package io.framewright.processor.validation;

/** "a String", "an int": English articles for type names in messages. */
final class Articles {
  private Articles() {}

  /** "an 8-bit", "a 16-bit", "an 11-bit". */
  static String bits(int n) {
    String digits = Integer.toString(n);
    boolean an = digits.startsWith("8") || n == 11 || n == 18;
    return (an ? "an " : "a ") + n + "-bit";
  }

  static String a(String noun) {
    if (noun.isEmpty()) {
      return noun;
    }
    char c = Character.toLowerCase(noun.charAt(0));
    return ("aeiou".indexOf(c) >= 0 ? "an " : "a ") + noun;
  }
}
