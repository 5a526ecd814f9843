export default {
  "game": "quadrille",
  "players": [{"ru": "Вы", "en": "You"}],
  "sections": [{"id": "goal", "title": {"ru": "Суть игры", "en": "The game in brief"}, "blocks": [{"p": {"ru": "—", "en": "—"}}]}],
  "glossary": [{"key": "x", "term": {"ru": "x", "en": "x"}, "text": {"ru": "x", "en": "x"}}]
};
