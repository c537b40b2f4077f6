package stablehlo

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Einsum configurations.
//
// An einsum_config such as "bij,bjk->bik" names the dimensions of each
// operand with letters; "..." stands for the dimensions the letters leave
// unnamed. Ellipsis dimensions are aligned from the right across operands.
// Without "->" the output is the ellipsis dimensions followed by the letters
// used exactly once, in alphabetical order. A unary einsum may be written
// with an empty first term (",ab->b").

// EinsumEllipsisMark marks the ellipsis in the terms of an EinsumConfig.
const EinsumEllipsisMark = -1

// EinsumEllipsisLabel is the label of the first ellipsis dimension: ellipsis
// dimension j of an equation's full ellipsis is labelled
// EinsumEllipsisLabel+j, above every letter's byte value.
const EinsumEllipsisLabel = 256

// EinsumConfig is a parsed einsum_config, not yet matched against shapes.
type EinsumConfig struct {
	// Config is the text as written.
	Config string
	// Inputs holds each operand term: letters as byte values,
	// EinsumEllipsisMark for the ellipsis.
	Inputs [][]int
	// Output is the explicit output term (nil when Explicit is false).
	Output []int
	// Explicit reports whether the config has "->".
	Explicit bool
}

// EinsumLabels is an EinsumConfig resolved against operand ranks: every
// dimension of every operand and of the output carries a label (a letter's
// byte value, or EinsumEllipsisLabel+j).
type EinsumLabels struct {
	// Inputs are the labels of each operand's dimensions.
	Inputs [][]int
	// Output are the labels of the result's dimensions.
	Output []int
	// Ellipsis is the number of dimensions the ellipsis stands for.
	Ellipsis int
}

// ParseEinsumConfig parses config for an op with the given number of
// operands. Whitespace is ignored.
func ParseEinsumConfig(config string, operands int) (*EinsumConfig, error) {
	c := &EinsumConfig{Config: config}
	text := strings.Join(strings.Fields(config), "")
	lhs, out, explicit := strings.Cut(text, "->")
	if strings.Contains(out, "->") {
		return nil, fmt.Errorf("einsum_config %q has more than one \"->\"", config)
	}
	terms := strings.Split(lhs, ",")
	if operands == 1 && len(terms) == 2 && terms[0] == "" {
		// The unary form written as the binary one with a scalar operand.
		terms = terms[1:]
	}
	if len(terms) != operands {
		return nil, fmt.Errorf("einsum_config %q has %d operand terms, the op has %d operands", config, len(terms), operands)
	}
	for _, term := range terms {
		items, err := parseEinsumTerm(term)
		if err != nil {
			return nil, fmt.Errorf("einsum_config %q: %w", config, err)
		}
		c.Inputs = append(c.Inputs, items)
	}
	c.Explicit = explicit
	if explicit {
		items, err := parseEinsumTerm(out)
		if err != nil {
			return nil, fmt.Errorf("einsum_config %q: output: %w", config, err)
		}
		c.Output = items
	}
	return c, nil
}

// parseEinsumTerm returns the letters of one term, EinsumEllipsisMark
// standing for its ellipsis.
func parseEinsumTerm(term string) ([]int, error) {
	items := []int{}
	ellipsis := false
	for i := 0; i < len(term); i++ {
		ch := term[i]
		switch {
		case ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			items = append(items, int(ch))
		case strings.HasPrefix(term[i:], "..."):
			if ellipsis {
				return nil, fmt.Errorf("term %q has more than one ellipsis", term)
			}
			ellipsis = true
			items = append(items, EinsumEllipsisMark)
			i += 2
		default:
			return nil, fmt.Errorf("term %q has an invalid character %q (expected letters, '...', ',' and one '->')", term, ch)
		}
	}
	return items, nil
}

// EinsumLabelName renders a label for messages.
func EinsumLabelName(l int) string {
	if l < EinsumEllipsisLabel {
		return fmt.Sprintf("letter %q", rune(l))
	}
	return fmt.Sprintf("ellipsis dimension %d", l-EinsumEllipsisLabel)
}

// Label resolves the config against the ranks of the operands: it checks
// that every term fits its operand, labels every dimension, and works out
// the output (checking that an explicit one repeats no label and names only
// labels of the operands).
func (c *EinsumConfig) Label(ranks []int) (*EinsumLabels, error) {
	if len(ranks) != len(c.Inputs) {
		return nil, fmt.Errorf("einsum_config %q has %d operand terms, the op has %d operands", c.Config, len(c.Inputs), len(ranks))
	}
	errf := func(format string, args ...any) error {
		return fmt.Errorf("einsum_config %q: %s", c.Config, fmt.Sprintf(format, args...))
	}
	lab := &EinsumLabels{}
	for k, items := range c.Inputs {
		letters := 0
		for _, it := range items {
			if it != EinsumEllipsisMark {
				letters++
			}
		}
		hasEllipsis := letters != len(items)
		switch {
		case !hasEllipsis && letters != ranks[k]:
			return nil, errf("operand %d has rank %d, its term names %d dimensions", k, ranks[k], letters)
		case hasEllipsis && letters > ranks[k]:
			return nil, errf("operand %d has rank %d, its term names %d dimensions besides its ellipsis", k, ranks[k], letters)
		case hasEllipsis:
			lab.Ellipsis = max(lab.Ellipsis, ranks[k]-letters)
		}
	}
	for k, items := range c.Inputs {
		lab.Inputs = append(lab.Inputs, expandEinsumEllipsis(items, ranks[k]-(len(items)-1), lab.Ellipsis))
	}
	if c.Explicit {
		lab.Output = expandEinsumEllipsis(c.Output, lab.Ellipsis, lab.Ellipsis)
		for i, l := range lab.Output {
			if slices.Contains(lab.Output[:i], l) {
				return nil, errf("output repeats %s", EinsumLabelName(l))
			}
			if !slices.ContainsFunc(lab.Inputs, func(in []int) bool { return slices.Contains(in, l) }) {
				return nil, errf("output %s is in no operand", EinsumLabelName(l))
			}
		}
		return lab, nil
	}
	count := map[int]int{}
	for _, in := range lab.Inputs {
		for _, l := range in {
			count[l]++
		}
	}
	for j := range lab.Ellipsis {
		if count[EinsumEllipsisLabel+j] > 0 {
			lab.Output = append(lab.Output, EinsumEllipsisLabel+j)
		}
	}
	var once []int
	for l, n := range count {
		if l < EinsumEllipsisLabel && n == 1 {
			once = append(once, l)
		}
	}
	sort.Ints(once)
	lab.Output = append(lab.Output, once...)
	return lab, nil
}

// LabelShapes is Label for operands of the given shapes.
func (c *EinsumConfig) LabelShapes(shapes [][]int64) (*EinsumLabels, error) {
	ranks := make([]int, len(shapes))
	for k, s := range shapes {
		ranks[k] = len(s)
	}
	return c.Label(ranks)
}

// expandEinsumEllipsis replaces the ellipsis of a term by the labels of the
// n dimensions it stands for, aligned right within the full ellipsis.
func expandEinsumEllipsis(items []int, n, total int) []int {
	out := []int{}
	for _, it := range items {
		if it != EinsumEllipsisMark {
			out = append(out, it)
			continue
		}
		for j := range n {
			out = append(out, EinsumEllipsisLabel+total-n+j)
		}
	}
	return out
}
