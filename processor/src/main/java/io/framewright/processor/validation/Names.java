package io.framewright.processor.validation;

import java.util.Collection;

/** "Did you mean" for names: the closest candidate within a small edit distance. */
final class Names {
  private Names() {}

  /** The candidate {@code wrong} is probably a misspelling of, or null when nothing is close. */
  static String closest(String wrong, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String c : candidates) {
      int d = distance(wrong.toLowerCase(java.util.Locale.ROOT),
          c.toLowerCase(java.util.Locale.ROOT));
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    int allowed = Math.max(1, wrong.length() / 3);
    return best != null && bestDistance <= allowed ? best : null;
  }

  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
