package io.framewright.processor.validation;

/** "a String", "an int": English articles for type names in messages. */
final class Articles {
  private Articles() {}

  static String a(String noun) {
    if (noun.isEmpty()) {
      return noun;
    }
    char c = Character.toLowerCase(noun.charAt(0));
    return ("aeiou".indexOf(c) >= 0 ? "an " : "a ") + noun;
  }
}
