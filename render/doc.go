// Package render owns the sentence machinery of rules text: it composes
// the templates the records carry (see Template) into a card's Oracle text
// — joining items and sentences, self-reference ("this creature", a
// legendary card's short name), pronouns and "that player", numbers,
// articles, plurals, conjugation, capitals, keyword lines and reminder
// text — and reads such text back into abilities (see Read). It owns no
// wording of its own: every word comes from a record or a Form in the
// Vocab it is given, so render never imports the package of the records
// (stdlib imports render).
package render
