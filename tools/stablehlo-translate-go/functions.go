package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// listFunctions writes one entry per func.func of the module: its name and
// visibility, then one line per argument and result with its name, when the
// program gives one, and its type. Argument names come from jax.arg_info
// argument attributes, else from name locations (loc("x")) of the entry
// block's arguments; result names from jax.result_info result attributes
// (see stablehlo.SignatureNames, which the interpreter's import shares).
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
		params, results := stablehlo.SignatureNames(op)
		for i, t := range fnType.TypeValue().Inputs() {
			writeSignatureLine(&b, "arg", i, params[i], t)
		}
		for i, t := range fnType.TypeValue().Results() {
			writeSignatureLine(&b, "result", i, results[i], t)
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
	_, infos := stablehlo.SignatureNames(fn)
	fromInfo := make([]string, n)
	seen := map[string]bool{}
	for i := range fromInfo {
		name := ""
		if i < len(infos) {
			name = infos[i]
		}
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
