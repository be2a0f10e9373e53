package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"cardc/ast"
	"cardc/dsl"
)

func newFmt() *cobra.Command {
	var list, write, diff bool
	cmd := &cobra.Command{
		Use:   "fmt [-l|-w|-d] [paths...]",
		Short: "Format card files in the canonical layout (like gofmt) (default: ./cards, or the bundled pool)",
		Long: `fmt prints the canonical form of each card file. With -l it lists the files
whose formatting differs, with -w it rewrites them in place (atomically, and
never a file that doesn't parse), with -d it prints a diff. With no paths it
formats ./cards when that directory exists, and otherwise reads the bundled
pool, which -w can't rewrite. Exit status 1 if a file can't be parsed, 2 on
misuse.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			srcs, err := loadCards(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if write {
				for _, s := range srcs {
					if s.embedded {
						return usageErr("fmt -w can't rewrite the bundled pool, which is built into cardc; name the files to rewrite")
					}
				}
			}
			out, errw := cmd.OutOrStdout(), cmd.ErrOrStderr()
			failed := false
			for _, s := range srcs {
				f, diags := dsl.ParseFile(s.name, s.src)
				if len(diags) > 0 {
					diags.Print(errw, map[string][]byte{s.name: s.src})
					failed = true
					continue
				}
				res := ast.Format(f)
				same := bytes.Equal(res, s.src)
				switch {
				case list || write || diff:
					if same {
						continue
					}
					if list {
						fmt.Fprintln(out, s.name)
					}
					if write {
						if err := writeAtomic(s.name, res); err != nil {
							return usageErr("%v", err)
						}
					}
					if diff {
						fmt.Fprint(out, unifiedDiff(s.name, s.src, res))
					}
				default:
					out.Write(res)
				}
			}
			if failed {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVarP(&list, "list", "l", false, "list files whose formatting differs")
	cmd.Flags().BoolVarP(&write, "write", "w", false, "write the result to the file instead of stdout")
	cmd.Flags().BoolVarP(&diff, "diff", "d", false, "print a diff instead of the formatted source")
	return cmd
}

// writeAtomic replaces name with data through a temporary file in the same
// directory and a rename, keeping the file's permissions. A symbolic link
// is written through: the file it leads to is replaced, in that file's
// directory, and the link stays a link. A file with several hard links is
// rewritten in place instead, since a rename would part it from its other
// names.
func writeAtomic(name string, data []byte) error {
	name, err := filepath.EvalSymlinks(name)
	if err != nil {
		return err
	}
	st, err := os.Stat(name)
	if err != nil {
		return err
	}
	if linkCount(st) > 1 {
		return os.WriteFile(name, data, st.Mode().Perm())
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(st.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
