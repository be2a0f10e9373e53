package stdlib

import (
	"slices"
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// copying are the primitives of copy effects (CR 707): copiable values,
// becoming or entering as a copy, copying spells, token copies, and the
// exceptions of a copy effect (CR 707.9b).
func copying() []*Primitive {
	return []*Primitive{
		fn("copy-of", dsl.Copiable, dsl.AnyAbility, "The copiable values of an object (CR 707.2): its printed values as modified by copy effects (so a copy of a copy copies what the original copied), last-known if it left the battlefield, then the exceptions, which become copiable values too (CR 707.9b). Never counters, status, attachments or non-copy effects. An {X} in the copied mana cost is 0 (CR 707.9e). As the argument of enter-as, the filter says which permanent may be chosen as the object enters.",
			"effect become(self, copy-of(exiled, except: except(has(this-ability))))", p("of", dsl.Objects), opt("except", dsl.CopyChange)).says(Template{Text: "a copy of {of:any}[, except {except}]", Forms: map[string]string{"copied": "the copied object"}}).
			eval(func(b *binder) evalFn {
				of, except := b.value("of", dsl.Objects), b.changes("except")
				return func(x *ctx, a argv) val {
					changes := except.Of(x, a)
					switch v := of.Of(x, a).(type) {
					case interp.Ref:
						return &interp.CopyVal{Values: x.G.CopiableOf(v.Obj, changes), From: v, Changes: changes}
					case *interp.FilterVal:
						return &interp.CopyVal{Choose: v, Changes: changes}
					}
					return nil
				}
			}),
		fn("become", dsl.Effect, dsl.AnyAbility, "The object becomes a copy with the copiable values (a copy effect, layer 1). It has no duration: it lasts until the object leaves the battlefield, and a later copy effect overwrites it (CR 613.2).",
			"effect become(self, copy-of(dead, except: except(has(this-ability))))", p("object", dsl.Object), p("copy", dsl.Copiable)).says(Template{Subject: "object", Text: "become {copy}"}).
			eval(func(b *binder) evalFn {
				object, copy := b.object("object"), b.copiable("copy")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					cv := copy.Of(x, a)
					if o == nil || cv == nil || cv.Values == nil {
						return nil
					}
					x.G.BecomeCopy(o.ID, cv.Values, cv.From.Obj, cv.Changes...)
					return nil
				}
			}),
		fn("enter-as", dsl.Effect, dsl.InReplacement, "Replacement: the object enters as a copy of a permanent chosen as it enters (CR 707.5, 614.1c).",
			"effect may(enter-as(copy-of(creature)))", p("copy", dsl.Copiable)).says(Template{Subject: "self", Text: "enter as {copy}"}).
			withRole(interp.RoleEnterAsCopy).
			eval(func(b *binder) evalFn {
				copy := b.copiable("copy")
				return func(x *ctx, a argv) val { enterAs(x, copy.Of(x, a)); return nil }
			}),
		fn("copy-spell", dsl.Effect, dsl.AnyAbility, "Copy a spell on the stack (CR 707.10): the copy wasn't cast; a copy of a permanent spell becomes a token.",
			"effect copy-spell(s, except: except(not-legendary))", p("spell", dsl.Object), opt("except", dsl.CopyChange)).says(Template{Text: "copy {spell}[, except {except}]", Forms: map[string]string{"copied": "the spell"}, Reminder: "A copy of a {spell:permanent-types} spell becomes a token."}).
			eval(func(b *binder) evalFn {
				spell, except := b.ref("spell"), b.changes("except")
				return func(x *ctx, a argv) val {
					changes := except.Of(x, a)
					if r := spell.Of(x, a); r.IsObj {
						x.G.CopySpell(r.Obj, x.Controller, changes)
					}
					return nil
				}
			}),
		fn("create-copy", dsl.Effect, dsl.AnyAbility, "Create a token that's a copy of the object (CR 707.2, 111.10): its copiable values are the object's, last-known if it left the battlefield, then the exceptions, which become copiable values too (CR 707.9b); it wasn't cast. `for` names the player who creates it. Later instructions of the ability name the token `created-token`.",
			"effect create-copy(t, except: except(has-keyword(haste)))", p("of", dsl.Object), opt("for", dsl.Player), opt("except", dsl.CopyChange)).says(Template{Subject: "for", Text: "create a token that's a copy of {of}[, except {except}]"}).
			eval(func(b *binder) evalFn {
				of, player, except := b.ref("of"), b.player("for"), b.changes("except")
				return func(x *ctx, a argv) val {
					r := of.Of(x, a)
					p := player.Or(x, a, x.Controller)
					if r.IsObj && p != interp.NoPlayer {
						if o := x.G.CreateTokenCopy(r.Obj, p, except.Of(x, a)...); o != nil {
							x.Created = o.ID
						}
					}
					return nil
				}
			}),
		fn("create-attacking-copy", dsl.Effect, dsl.AnyAbility, "Create a tapped and attacking token that's a copy of the object (CR 707.2, 508.4): create-copy, then the token is tapped and, during the combat phase of its controller's turn, attacking the defending player; it was never declared as an attacker (see create-attacking). Later instructions of the ability name the token `created-token`.",
			"effect may(create-attacking-copy(t, except: except(not-legendary)))", p("of", dsl.Object), opt("except", dsl.CopyChange)).says(Template{Text: "create a tapped and attacking token that's a copy of {of}[, except {except}]"}).
			eval(func(b *binder) evalFn {
				of, except := b.ref("of"), b.changes("except")
				return func(x *ctx, a argv) val {
					if r := of.Of(x, a); r.IsObj {
						if o := x.G.CreateTokenCopy(r.Obj, x.Controller, except.Of(x, a)...); o != nil {
							x.Created = o.ID
							x.G.EnterAttacking(o.ID)
						}
					}
					return nil
				}
			}),
		word("created-token", dsl.Object, "The token the ability's create-copy instruction created (\"Sacrifice it at the beginning of the next end step.\"), also for a delayed triggered ability it creates (CR 603.7c); nothing if none was.",
			"effect at-next-end-step(sacrifice(created-token))").says(Template{Text: "it", Unread: true}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val {
					if x.Created == 0 {
						return interp.Ref{Player: interp.NoPlayer}
					}
					return interp.ObjRef(x.Created)
				}
			}),
		fn("has-keyword", dsl.CopyChange, dsl.AnyAbility, "A copy exception: the copy has the keyword ability in addition to its others (CR 707.9b).",
			"except(has-keyword(haste))", p("keyword", dsl.Keyword)).text("it has {keyword}").
			eval(func(b *binder) evalFn {
				keyword := b.value("keyword", dsl.Keyword)
				return func(x *ctx, a argv) val {
					kw, ok := keyword.Of(x, a).(interp.Keyword)
					if !ok {
						return nil
					}
					return interp.CopyChanges{{Text: "has " + kw.Name, Apply: func(c *interp.Chars) {
						c.Keywords = append(c.Keywords[:len(c.Keywords):len(c.Keywords)], kw)
					}}}
				}
			}),
		fn("except", dsl.CopyChange, dsl.AnyAbility, "The exceptions of a copy effect; they become part of the copiable values (CR 707.9b).",
			"except(add-types(Illusion), has(this-ability))", rest("changes", dsl.CopyChange)).text("{changes}").
			eval(func(b *binder) evalFn {
				changes := b.rest("changes", dsl.CopyChange)
				return func(x *ctx, a argv) val {
					var out interp.CopyChanges
					for _, n := range changes.Nodes(a) {
						if n == nil {
							continue
						}
						if cs, ok := x.Eval(n).(interp.CopyChanges); ok {
							out = append(out, cs...)
						}
					}
					return out
				}
			}),
		word("not-legendary", dsl.CopyChange, "A copy exception: the copy isn't legendary (CR 707.9b). `if-original-is` words it as a card may (\"if the spell is legendary\"); it changes nothing, since a copy has the original's supertypes.",
			"effect copy-spell(s, except: except(not-legendary))").with(opt("if-original-is", dsl.Objects)).says(Template{Text: "it isn't legendary[ if {copied} is {if-original-is:bare}]"}).
			eval(func(b *binder) evalFn {
				b.ignores("if-original-is", "it words the exception; a copy has the original's supertypes, so it changes nothing")
				return constant(notLegendary)(b)
			}),
		word("its-not-legendary", dsl.CopyChange, "Oracle's newer wording of not-legendary, \"it's not legendary\": the copy isn't legendary (CR 707.9b).",
			"except(its-not-legendary, add-types(artifact creature, subtype: Synth))").says(Template{Text: "it's not legendary"}).
			eval(constant(notLegendary)),
		fn("has", dsl.CopyChange, dsl.AnyAbility, "A copy exception: the copy has an additional ability.",
			"except(has(this-ability))", p("ability", dsl.Ability)).text("it has {ability}").
			eval(func(b *binder) evalFn {
				ability := b.ability("ability")
				return func(x *ctx, a argv) val {
					ab := ability.Of(x, a)
					return interp.CopyChanges{{Text: "has an additional ability", Apply: func(c *interp.Chars) {
						if ab != nil {
							c.Abilities = append(c.Abilities, ab)
						}
					}}}
				}
			}),
		fn("add-types", dsl.CopyChange, dsl.AnyAbility, "A copy exception: the copy has the card types (artifact, creature, enchantment, land, planeswalker) and subtypes the filter's words name in addition to its other types (CR 707.9b): \"it's an Illusion in addition to its other types\", \"it's a Synth artifact creature in addition to its other types\". They become copiable values, so a copy of the copy has them too.",
			"except(its-not-legendary, add-types(Synth artifact creature))", typeWords("types")).says(Template{Text: "it's {types:a} in addition to its other types"}).
			eval(func(b *binder) evalFn {
				types := b.filter("types")
				return func(x *ctx, a argv) val {
					cts, sts := namedTypes(types.Of(x, a))
					words := slices.Clone(sts)
					for _, t := range cts {
						words = append(words, strings.ToLower(t))
					}
					return interp.CopyChanges{{Text: "is also " + interp.Article(strings.Join(words, " ")), Apply: func(c *interp.Chars) {
						c.Types = withCardTypes(c.Types, cts)
						for _, st := range sts {
							if !c.Is(st) {
								c.Subtypes = append(c.Subtypes[:len(c.Subtypes):len(c.Subtypes)], st)
							}
						}
					}}}
				}
			}),
		fn("extra-counter", dsl.CopyChange, dsl.InReplacement, "A copy exception: the copy enters with an additional counter if it matches the filter.",
			"except(extra-counter(+1/+1, creature))", p("kind", dsl.Counter), p("if-it-is", dsl.Objects)).text("it enters with an additional {kind} counter on it if it's {if-it-is:a}").
			eval(func(b *binder) evalFn {
				kind, ifItIs := b.counter("kind"), b.filter("if-it-is")
				return func(x *ctx, a argv) val {
					k := kind.Of(x, a)
					return interp.CopyChanges{{Text: "enters with an additional " + string(k) + " counter if it is " + interp.Article(ifItIs.Of(x, a).Text()), EnterCounter: k, EnterIf: ifItIs.Of(x, a)}}
				}
			}),
	}
}

// enterAs makes the entering object of a replacement enter as a copy
// (CR 707.5), choosing the permanent to copy if the copiable values are
// to be chosen as it enters.
func enterAs(x *ctx, cv *interp.CopyVal) {
	ev := x.Event
	if cv == nil || ev == nil {
		return
	}
	if cv.Choose != nil {
		var cands []interp.Ref
		for _, r := range cv.Choose.Candidates() {
			if r.IsObj && r.Obj != ev.Obj {
				cands = append(cands, r)
			}
		}
		if len(cands) == 0 {
			x.G.Note("%s has nothing to enter as a copy of (%s)", x.G.Name(ev.Obj), cv.Choose.Text())
			return
		}
		r := x.G.ChooseRef(x.Controller, "copy", "the permanent to copy ("+cv.Choose.Text()+")", cands)
		cv = &interp.CopyVal{Values: x.G.CopiableOf(r.Obj, cv.Changes), From: r, Changes: cv.Changes}
	}
	// The entering object is the replacement's source (CR 614.12).
	x.G.EnterAsCopy(ev, x.Source, cv)
	what := cv.Values.Name
	if cv.From.IsObj {
		what = x.G.Name(cv.From.Obj)
	}
	x.G.Note("%s will enter as a copy of %s%s", x.G.Name(ev.Obj), what, cv.Changes.Text())
}

// notLegendary is the exception "it isn't legendary".
var notLegendary = interp.CopyChanges{{Text: "isn't legendary", Apply: func(c *interp.Chars) {
	var keep []string
	for _, s := range c.Supertypes {
		if s != "Legendary" {
			keep = append(keep, s)
		}
	}
	c.Supertypes = keep
}}}

// permanentTypeWords are the filter words that name a card type an
// effect may give an object in addition to its other types (CR 205.1b).
var permanentTypeWords = map[string]string{"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land", "planeswalker": "Planeswalker"}

// namedTypes is the card types and the subtypes a filter of type words
// names, "Synth artifact creature", each in the order written.
func namedTypes(f *interp.FilterVal) (cardTypes, subtypes []string) {
	if f == nil || f.F == nil {
		return nil, nil
	}
	for _, alts := range f.F.Terms {
		for _, t := range alts {
			switch {
			case t.Op == interp.OpSubtype:
				subtypes = append(subtypes, t.Str)
			case t.Fn != nil && permanentTypeWords[t.Fn.Name] != "":
				cardTypes = append(cardTypes, permanentTypeWords[t.Fn.Name])
			}
		}
	}
	return cardTypes, subtypes
}

// typeLineOrder is the order card types are printed in on a type line
// ("Kindred Enchantment Artifact Land Creature").
var typeLineOrder = []string{"Kindred", "Enchantment", "Artifact", "Land", "Planeswalker", "Instant", "Sorcery", "Creature", "Battle"}

// withCardTypes adds card types to a type list, without repeating one,
// in type-line order, without changing the list it was given.
func withCardTypes(types, add []string) []string {
	out := slices.Clone(types)
	for _, t := range add {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int {
		return slices.Index(typeLineOrder, a) - slices.Index(typeLineOrder, b)
	})
	return out
}
