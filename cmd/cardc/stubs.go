package main

import "github.com/spf13/cobra"

func newFmt() *cobra.Command  { return &cobra.Command{Use: "fmt"} }
func newDump() *cobra.Command { return &cobra.Command{Use: "dump"} }
func newDoc() *cobra.Command  { return &cobra.Command{Use: "doc"} }
