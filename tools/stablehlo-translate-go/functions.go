package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// listFunctions writes one entry per func.func of the module: its name and
// visibility, then one line per argument and result with its name, when the
// program gives one, and its type. Argument names come from jax.arg_info
// argument attributes, else from name locations (loc("x")) of the entry
// block's arguments; result names from jax.result_info result attributes.
func listFunctions(m *mlirc.Module, out io.Writer) error {
	body, err := m.Body()
	if err != nil {
		return fmt.Errorf("--list-functions: %w", err)
	}
	var b strings.Builder
	for _, op := range body.Operations() {
		if op.Name() != "func.func" {
			continue
		}
		fnType := op.Attribute("function_type")
		if fnType.IsNull() || !fnType.IsTypeAttr() || !fnType.TypeValue().IsFunction() {
			continue
		}
		visibility := "public"
		if v := op.Attribute("sym_visibility"); !v.IsNull() && v.IsString() {
			visibility = v.Str()
		}
		fmt.Fprintf(&b, "@%s (%s)\n", op.Attribute("sym_name").Str(), visibility)
		var args []mlirc.Value
		if op.NumRegions() > 0 {
			if entry := op.Region(0).FirstBlock(); !entry.IsNull() {
				args = entry.Arguments()
			}
		}
		argAttrs := op.Attribute("arg_attrs")
		for i, t := range fnType.TypeValue().Inputs() {
			name := infoName(argAttrs, i, "jax.arg_info")
			if name == "" && i < len(args) {
				name = locationName(args[i].Location())
			}
			writeSignatureLine(&b, "arg", i, name, t)
		}
		resAttrs := op.Attribute("res_attrs")
		for i, t := range fnType.TypeValue().Results() {
			writeSignatureLine(&b, "result", i, infoName(resAttrs, i, "jax.result_info"), t)
		}
	}
	_, err = io.WriteString(out, b.String())
	return err
}

func writeSignatureLine(b *strings.Builder, kind string, i int, name string, t mlirc.Type) {
	if name == "" {
		fmt.Fprintf(b, "  %s %d: %s\n", kind, i, t)
		return
	}
	fmt.Fprintf(b, "  %s %d %s: %s\n", kind, i, strconv.Quote(name), t)
}

// infoName returns the string attribute key of the i-th dictionary of an
// arg_attrs or res_attrs array, or "".
func infoName(attrs mlirc.Attribute, i int, key string) string {
	if attrs.IsNull() || !attrs.IsArray() {
		return ""
	}
	elems := attrs.Elements()
	if i >= len(elems) || !elems[i].IsDictionary() {
		return ""
	}
	if v := elems[i].Lookup(key); !v.IsNull() && v.IsString() {
		return v.Str()
	}
	return ""
}

// locationName returns the name of a name location, as printed
// loc("x") or loc("x"(child)), or "".
func locationName(l mlirc.Location) string {
	if l.IsNull() {
		return ""
	}
	text := strings.TrimPrefix(l.String(), "loc(")
	if !strings.HasPrefix(text, `"`) {
		return ""
	}
	quoted, err := strconv.QuotedPrefix(text)
	if err != nil {
		return ""
	}
	name, err := strconv.Unquote(quoted)
	if err != nil {
		return ""
	}
	// A file location prints as loc("file":line:col): not a name.
	if rest := text[len(quoted):]; strings.HasPrefix(rest, ":") {
		return ""
	}
	return name
}

// resultFileNames names the n results of function entry for .npy files:
// result<i>, or the result's jax.result_info with every character other than
// letters, digits, '-', '.' and '_' turned into '_' (e.g. "['logits']"
// becomes "__logits__"). When two names would collide, or a name is empty
// after the change, every result keeps result<i>.
func resultFileNames(m *mlirc.Module, entry string, n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("result%d", i)
	}
	fn := m.Lookup(entry)
	if fn.IsNull() {
		return names
	}
	resAttrs := fn.Attribute("res_attrs")
	fromInfo := make([]string, n)
	seen := map[string]bool{}
	for i := range fromInfo {
		name := infoName(resAttrs, i, "jax.result_info")
		if name == "" {
			name = names[i]
		}
		name = strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.', r == '_':
				return r
			}
			return '_'
		}, name)
		if strings.Trim(name, ".") == "" || seen[name] {
			return names
		}
		seen[name] = true
		fromInfo[i] = name
	}
	return fromInfo
}
