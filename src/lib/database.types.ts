export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      application_events: {
        Row: {
          actor_id: string | null
          applicant_id: string
          application_id: string
          application_kind: Database["public"]["Enums"]["application_kind"]
          created_at: string
          from_status: Database["public"]["Enums"]["application_status"] | null
          id: number
          reason: string | null
          reason_code: string | null
          to_status: Database["public"]["Enums"]["application_status"]
        }
        Insert: {
          actor_id?: string | null
          applicant_id: string
          application_id: string
          application_kind: Database["public"]["Enums"]["application_kind"]
          created_at?: string
          from_status?: Database["public"]["Enums"]["application_status"] | null
          id?: never
          reason?: string | null
          reason_code?: string | null
          to_status: Database["public"]["Enums"]["application_status"]
        }
        Update: {
          actor_id?: string | null
          applicant_id?: string
          application_id?: string
          application_kind?: Database["public"]["Enums"]["application_kind"]
          created_at?: string
          from_status?: Database["public"]["Enums"]["application_status"] | null
          id?: never
          reason?: string | null
          reason_code?: string | null
          to_status?: Database["public"]["Enums"]["application_status"]
        }
        Relationships: [
          {
            foreignKeyName: "application_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "application_events_applicant_id_fkey"
            columns: ["applicant_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      application_notes: {
        Row: {
          author_id: string | null
          created_at: string
          event_id: number
          id: number
          note: string
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          event_id: number
          id?: never
          note: string
        }
        Update: {
          author_id?: string | null
          created_at?: string
          event_id?: number
          id?: never
          note?: string
        }
        Relationships: [
          {
            foreignKeyName: "application_notes_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "application_notes_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "application_events"
            referencedColumns: ["id"]
          },
        ]
      }
      assistant_applications: {
        Row: {
          accuracy_approach: string | null
          assist_other_gals: boolean
          availability: string | null
          bar_cert_file_url: string | null
          case_file_experience: string | null
          case_management_software: string | null
          children_experience: string | null
          confidential_info: string
          coordination_experience: string | null
          court_hearing_comfort: boolean
          created_at: string
          database_skills: number
          education_level: Database["public"]["Enums"]["education_level"] | null
          email: string
          family_law_experience: string | null
          field_of_study: string
          florida_bar_number: string | null
          florida_court_familiarity: string | null
          full_name: string
          gal_cert_file_url: string | null
          has_bar_number: boolean
          hourly_rate: number
          id: string
          is_gal_certified: boolean
          legal_document_experience: string | null
          legal_experience: string | null
          legal_training_willingness: boolean
          location: string
          office_skills: number
          organization_skills: number
          phone: string
          preferred_regions: string[]
          pressure_handling: string | null
          previous_gal_work: string | null
          professional_summary: string
          professionalism_approach: string | null
          research_skills: number
          reviewed_at: string | null
          sensitive_info_handling: string | null
          status: Database["public"]["Enums"]["application_status"]
          status_reason: string | null
          status_reason_code: string | null
          trauma_interaction: string | null
          travel_job_willingness: boolean
          travel_willingness: boolean
          updated_at: string
          user_id: string
          value_addition: string | null
          version: number
          why_interested: string
          work_schedule: string[]
          written_communication: number
          years_experience: number
        }
        Insert: {
          accuracy_approach?: string | null
          assist_other_gals?: boolean
          availability?: string | null
          bar_cert_file_url?: string | null
          case_file_experience?: string | null
          case_management_software?: string | null
          children_experience?: string | null
          confidential_info: string
          coordination_experience?: string | null
          court_hearing_comfort?: boolean
          created_at?: string
          database_skills: number
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          email: string
          family_law_experience?: string | null
          field_of_study: string
          florida_bar_number?: string | null
          florida_court_familiarity?: string | null
          full_name: string
          gal_cert_file_url?: string | null
          has_bar_number?: boolean
          hourly_rate: number
          id?: string
          is_gal_certified?: boolean
          legal_document_experience?: string | null
          legal_experience?: string | null
          legal_training_willingness?: boolean
          location: string
          office_skills: number
          organization_skills: number
          phone: string
          preferred_regions?: string[]
          pressure_handling?: string | null
          previous_gal_work?: string | null
          professional_summary: string
          professionalism_approach?: string | null
          research_skills: number
          reviewed_at?: string | null
          sensitive_info_handling?: string | null
          status?: Database["public"]["Enums"]["application_status"]
          status_reason?: string | null
          status_reason_code?: string | null
          trauma_interaction?: string | null
          travel_job_willingness?: boolean
          travel_willingness?: boolean
          updated_at?: string
          user_id?: string
          value_addition?: string | null
          version?: number
          why_interested: string
          work_schedule: string[]
          written_communication: number
          years_experience: number
        }
        Update: {
          accuracy_approach?: string | null
          assist_other_gals?: boolean
          availability?: string | null
          bar_cert_file_url?: string | null
          case_file_experience?: string | null
          case_management_software?: string | null
          children_experience?: string | null
          confidential_info?: string
          coordination_experience?: string | null
          court_hearing_comfort?: boolean
          created_at?: string
          database_skills?: number
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          email?: string
          family_law_experience?: string | null
          field_of_study?: string
          florida_bar_number?: string | null
          florida_court_familiarity?: string | null
          full_name?: string
          gal_cert_file_url?: string | null
          has_bar_number?: boolean
          hourly_rate?: number
          id?: string
          is_gal_certified?: boolean
          legal_document_experience?: string | null
          legal_experience?: string | null
          legal_training_willingness?: boolean
          location?: string
          office_skills?: number
          organization_skills?: number
          phone?: string
          preferred_regions?: string[]
          pressure_handling?: string | null
          previous_gal_work?: string | null
          professional_summary?: string
          professionalism_approach?: string | null
          research_skills?: number
          reviewed_at?: string | null
          sensitive_info_handling?: string | null
          status?: Database["public"]["Enums"]["application_status"]
          status_reason?: string | null
          status_reason_code?: string | null
          trauma_interaction?: string | null
          travel_job_willingness?: boolean
          travel_willingness?: boolean
          updated_at?: string
          user_id?: string
          value_addition?: string | null
          version?: number
          why_interested?: string
          work_schedule?: string[]
          written_communication?: number
          years_experience?: number
        }
        Relationships: [
          {
            foreignKeyName: "assistant_applications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          actor_id: string | null
          at: string
          case_id: string | null
          changes: Json
          id: number
          operation: string
          row_id: string | null
          table_name: string
        }
        Insert: {
          actor_id?: string | null
          at?: string
          case_id?: string | null
          changes?: Json
          id?: never
          operation: string
          row_id?: string | null
          table_name: string
        }
        Update: {
          actor_id?: string | null
          at?: string
          case_id?: string | null
          changes?: Json
          id?: never
          operation?: string
          row_id?: string | null
          table_name?: string
        }
        Relationships: []
      }
      calendar_feeds: {
        Row: {
          created_at: string
          token_hash: string
          user_id: string
        }
        Insert: {
          created_at?: string
          token_hash: string
          user_id: string
        }
        Update: {
          created_at?: string
          token_hash?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "calendar_feeds_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      case_children: {
        Row: {
          birth_date: string | null
          case_id: string
          created_at: string
          full_name: string
          id: string
          notes: string
          placement_county: string | null
          placement_type: Database["public"]["Enums"]["child_placement"] | null
          school: string
          updated_at: string
        }
        Insert: {
          birth_date?: string | null
          case_id: string
          created_at?: string
          full_name: string
          id?: string
          notes?: string
          placement_county?: string | null
          placement_type?: Database["public"]["Enums"]["child_placement"] | null
          school?: string
          updated_at?: string
        }
        Update: {
          birth_date?: string | null
          case_id?: string
          created_at?: string
          full_name?: string
          id?: string
          notes?: string
          placement_county?: string | null
          placement_type?: Database["public"]["Enums"]["child_placement"] | null
          school?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "case_children_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
        ]
      }
      case_contacts: {
        Row: {
          case_id: string
          contact_date: string
          contact_made: boolean
          contact_type: Database["public"]["Enums"]["contact_type"] | null
          contact_with: Database["public"]["Enums"]["contact_party"][]
          created_at: string
          follow_up: boolean
          id: string
          miles: number
          minutes: number | null
          notes: string
          status: Database["public"]["Enums"]["contact_status"]
          updated_at: string
          user_id: string
        }
        Insert: {
          case_id: string
          contact_date?: string
          contact_made?: boolean
          contact_type?: Database["public"]["Enums"]["contact_type"] | null
          contact_with?: Database["public"]["Enums"]["contact_party"][]
          created_at?: string
          follow_up?: boolean
          id?: string
          miles?: number
          minutes?: number | null
          notes?: string
          status?: Database["public"]["Enums"]["contact_status"]
          updated_at?: string
          user_id?: string
        }
        Update: {
          case_id?: string
          contact_date?: string
          contact_made?: boolean
          contact_type?: Database["public"]["Enums"]["contact_type"] | null
          contact_with?: Database["public"]["Enums"]["contact_party"][]
          created_at?: string
          follow_up?: boolean
          id?: string
          miles?: number
          minutes?: number | null
          notes?: string
          status?: Database["public"]["Enums"]["contact_status"]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "case_contacts_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "case_contacts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      case_events: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          case_id: string
          contractor_name: string | null
          created_at: string
          detail: string | null
          from_status: Database["public"]["Enums"]["case_status"] | null
          id: number
          kind: Database["public"]["Enums"]["case_event_kind"]
          previous_contractor_name: string | null
          to_status: Database["public"]["Enums"]["case_status"]
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          case_id: string
          contractor_name?: string | null
          created_at?: string
          detail?: string | null
          from_status?: Database["public"]["Enums"]["case_status"] | null
          id?: never
          kind: Database["public"]["Enums"]["case_event_kind"]
          previous_contractor_name?: string | null
          to_status: Database["public"]["Enums"]["case_status"]
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          case_id?: string
          contractor_name?: string | null
          created_at?: string
          detail?: string | null
          from_status?: Database["public"]["Enums"]["case_status"] | null
          id?: never
          kind?: Database["public"]["Enums"]["case_event_kind"]
          previous_contractor_name?: string | null
          to_status?: Database["public"]["Enums"]["case_status"]
        }
        Relationships: [
          {
            foreignKeyName: "case_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "case_events_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
        ]
      }
      case_parties: {
        Row: {
          case_id: string
          created_at: string
          email: string
          full_name: string
          id: string
          kind: Database["public"]["Enums"]["party_kind"]
          organisation: string
          phone: string
          updated_at: string
        }
        Insert: {
          case_id: string
          created_at?: string
          email?: string
          full_name: string
          id?: string
          kind: Database["public"]["Enums"]["party_kind"]
          organisation?: string
          phone?: string
          updated_at?: string
        }
        Update: {
          case_id?: string
          created_at?: string
          email?: string
          full_name?: string
          id?: string
          kind?: Database["public"]["Enums"]["party_kind"]
          organisation?: string
          phone?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "case_parties_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
        ]
      }
      cases: {
        Row: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
          accept_blocker: string | null
        }
        Insert: {
          abuse_allegation?: boolean
          admin_id?: string
          category?: Database["public"]["Enums"]["case_category"]
          closed_at?: string | null
          closing_order_on?: string | null
          closing_summary?: string | null
          compensation?: string | null
          contractor_id?: string | null
          county?: string | null
          court_case_number?: string | null
          court_courtroom?: string | null
          court_division?: string | null
          court_judge?: string | null
          created_at?: string
          description: string
          id?: string
          last_message_at?: string | null
          request_id?: string | null
          status?: Database["public"]["Enums"]["case_status"]
          title: string
          type?: Database["public"]["Enums"]["case_type"]
          updated_at?: string
          urgency?: Database["public"]["Enums"]["case_urgency"]
        }
        Update: {
          abuse_allegation?: boolean
          admin_id?: string
          category?: Database["public"]["Enums"]["case_category"]
          closed_at?: string | null
          closing_order_on?: string | null
          closing_summary?: string | null
          compensation?: string | null
          contractor_id?: string | null
          county?: string | null
          court_case_number?: string | null
          court_courtroom?: string | null
          court_division?: string | null
          court_judge?: string | null
          created_at?: string
          description?: string
          id?: string
          last_message_at?: string | null
          request_id?: string | null
          status?: Database["public"]["Enums"]["case_status"]
          title?: string
          type?: Database["public"]["Enums"]["case_type"]
          updated_at?: string
          urgency?: Database["public"]["Enums"]["case_urgency"]
        }
        Relationships: [
          {
            foreignKeyName: "cases_admin_id_fkey"
            columns: ["admin_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cases_contractor_id_fkey"
            columns: ["contractor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cases_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "gal_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      client_error_groups: {
        Row: {
          browser: string | null
          count: number
          fingerprint: string
          first_seen: string
          id: number
          kind: string
          last_seen: string
          message: string
          release: string | null
          route: string
          stack: string | null
          top_frame: string | null
        }
        Insert: {
          browser?: string | null
          count?: number
          fingerprint: string
          first_seen?: string
          id?: never
          kind: string
          last_seen?: string
          message: string
          release?: string | null
          route: string
          stack?: string | null
          top_frame?: string | null
        }
        Update: {
          browser?: string | null
          count?: number
          fingerprint?: string
          first_seen?: string
          id?: never
          kind?: string
          last_seen?: string
          message?: string
          release?: string | null
          route?: string
          stack?: string | null
          top_frame?: string | null
        }
        Relationships: []
      }
      contact_cases: {
        Row: {
          case_id: string
          contact_id: string
          created_at: string
          quarters: number | null
        }
        Insert: {
          case_id: string
          contact_id: string
          created_at?: string
          quarters?: number | null
        }
        Update: {
          case_id?: string
          contact_id?: string
          created_at?: string
          quarters?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "contact_cases_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_cases_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_expenses: {
        Row: {
          amount_cents: number | null
          contact_id: string
          created_at: string
          description: string | null
          id: string
          receipt_path: string | null
          updated_at: string
        }
        Insert: {
          amount_cents?: number | null
          contact_id: string
          created_at?: string
          description?: string | null
          id?: string
          receipt_path?: string | null
          updated_at?: string
        }
        Update: {
          amount_cents?: number | null
          contact_id?: string
          created_at?: string
          description?: string | null
          id?: string
          receipt_path?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "contact_expenses_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_people: {
        Row: {
          child_id: string | null
          contact_id: string
          id: string
          party_id: string | null
        }
        Insert: {
          child_id?: string | null
          contact_id: string
          id?: string
          party_id?: string | null
        }
        Update: {
          child_id?: string | null
          contact_id?: string
          id?: string
          party_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "contact_people_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "case_children"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_people_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_people_party_id_fkey"
            columns: ["party_id"]
            isOneToOne: false
            referencedRelation: "case_parties"
            referencedColumns: ["id"]
          },
        ]
      }
      contractor_applications: {
        Row: {
          additional_training_willingness: boolean
          assist_other_gals: boolean
          availability: boolean
          bar_number: string | null
          biggest_challenge: string | null
          building_rapport: string | null
          certification_details: string | null
          child_advocacy_experience: string | null
          collaboration_example: string | null
          court_comfort: boolean
          created_at: string
          education_level: Database["public"]["Enums"]["education_level"] | null
          email: string
          full_name: string
          goals: string | null
          handling_emotional_situations: string | null
          id: string
          interview_comfort: boolean
          is_certified: boolean
          legal_credentials: string | null
          objectivity_approach: string | null
          phone: string
          practice_areas: string[]
          previous_gal_experience: string | null
          professional_summary: string
          reference_list: Json
          report_writing_experience: string | null
          reviewed_at: string | null
          specialized_trainings: string[]
          status: Database["public"]["Enums"]["application_status"]
          status_reason: string | null
          status_reason_code: string | null
          stress_management: string | null
          training_willingness: boolean
          travel_willingness: boolean
          updated_at: string
          user_id: string
          version: number
          why_gal: string | null
          years_experience: number
        }
        Insert: {
          additional_training_willingness?: boolean
          assist_other_gals?: boolean
          availability?: boolean
          bar_number?: string | null
          biggest_challenge?: string | null
          building_rapport?: string | null
          certification_details?: string | null
          child_advocacy_experience?: string | null
          collaboration_example?: string | null
          court_comfort?: boolean
          created_at?: string
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          email: string
          full_name: string
          goals?: string | null
          handling_emotional_situations?: string | null
          id?: string
          interview_comfort?: boolean
          is_certified?: boolean
          legal_credentials?: string | null
          objectivity_approach?: string | null
          phone: string
          practice_areas?: string[]
          previous_gal_experience?: string | null
          professional_summary: string
          reference_list?: Json
          report_writing_experience?: string | null
          reviewed_at?: string | null
          specialized_trainings?: string[]
          status?: Database["public"]["Enums"]["application_status"]
          status_reason?: string | null
          status_reason_code?: string | null
          stress_management?: string | null
          training_willingness?: boolean
          travel_willingness?: boolean
          updated_at?: string
          user_id?: string
          version?: number
          why_gal?: string | null
          years_experience: number
        }
        Update: {
          additional_training_willingness?: boolean
          assist_other_gals?: boolean
          availability?: boolean
          bar_number?: string | null
          biggest_challenge?: string | null
          building_rapport?: string | null
          certification_details?: string | null
          child_advocacy_experience?: string | null
          collaboration_example?: string | null
          court_comfort?: boolean
          created_at?: string
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          email?: string
          full_name?: string
          goals?: string | null
          handling_emotional_situations?: string | null
          id?: string
          interview_comfort?: boolean
          is_certified?: boolean
          legal_credentials?: string | null
          objectivity_approach?: string | null
          phone?: string
          practice_areas?: string[]
          previous_gal_experience?: string | null
          professional_summary?: string
          reference_list?: Json
          report_writing_experience?: string | null
          reviewed_at?: string | null
          specialized_trainings?: string[]
          status?: Database["public"]["Enums"]["application_status"]
          status_reason?: string | null
          status_reason_code?: string | null
          stress_management?: string | null
          training_willingness?: boolean
          travel_willingness?: boolean
          updated_at?: string
          user_id?: string
          version?: number
          why_gal?: string | null
          years_experience?: number
        }
        Relationships: [
          {
            foreignKeyName: "contractor_applications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      contractor_credentials: {
        Row: {
          bar_number: string | null
          bar_status: string | null
          certification_expires_on: string | null
          screened_on: string | null
          updated_at: string
          updated_by: string | null
          user_id: string
        }
        Insert: {
          bar_number?: string | null
          bar_status?: string | null
          certification_expires_on?: string | null
          screened_on?: string | null
          updated_at?: string
          updated_by?: string | null
          user_id: string
        }
        Update: {
          bar_number?: string | null
          bar_status?: string | null
          certification_expires_on?: string | null
          screened_on?: string | null
          updated_at?: string
          updated_by?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "contractor_credentials_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contractor_credentials_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      contractor_eligibility: {
        Row: {
          created_at: string
          credential: string
          path: Database["public"]["Enums"]["eligibility_path"]
          updated_at: string
          user_id: string
          verified_by: string | null
          verified_on: string
        }
        Insert: {
          created_at?: string
          credential: string
          path: Database["public"]["Enums"]["eligibility_path"]
          updated_at?: string
          user_id: string
          verified_by?: string | null
          verified_on: string
        }
        Update: {
          created_at?: string
          credential?: string
          path?: Database["public"]["Enums"]["eligibility_path"]
          updated_at?: string
          user_id?: string
          verified_by?: string | null
          verified_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "contractor_eligibility_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contractor_eligibility_verified_by_fkey"
            columns: ["verified_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      court_counties: {
        Row: {
          circuit: number
          county: string
          source: string
          time_zone: string
          zone_note: string | null
        }
        Insert: {
          circuit: number
          county: string
          source: string
          time_zone: string
          zone_note?: string | null
        }
        Update: {
          circuit?: number
          county?: string
          source?: string
          time_zone?: string
          zone_note?: string | null
        }
        Relationships: []
      }
      court_date_report_events: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          case_id: string
          court_date_id: string
          created_at: string
          from_status: Database["public"]["Enums"]["report_status"]
          id: number
          to_status: Database["public"]["Enums"]["report_status"]
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          case_id: string
          court_date_id: string
          created_at?: string
          from_status: Database["public"]["Enums"]["report_status"]
          id?: never
          to_status: Database["public"]["Enums"]["report_status"]
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          case_id?: string
          court_date_id?: string
          created_at?: string
          from_status?: Database["public"]["Enums"]["report_status"]
          id?: never
          to_status?: Database["public"]["Enums"]["report_status"]
        }
        Relationships: [
          {
            foreignKeyName: "court_date_report_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "court_date_report_events_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "court_date_report_events_court_date_id_fkey"
            columns: ["court_date_id"]
            isOneToOne: false
            referencedRelation: "court_dates"
            referencedColumns: ["id"]
          },
        ]
      }
      court_dates: {
        Row: {
          admin_entered: boolean
          case_id: string
          courtroom: string | null
          created_at: string
          created_by: string | null
          due_reason: string | null
          due_rule: string | null
          hearing_at: string
          hearing_status: string
          hearing_type: Database["public"]["Enums"]["hearing_type"]
          id: string
          judge: string | null
          notes: string | null
          outcome_notes: string | null
          plain_due_at: string
          report_due_at: string
          report_filed_on: string | null
          report_status: Database["public"]["Enums"]["report_status"]
          updated_at: string
        }
        Insert: {
          admin_entered?: boolean
          case_id: string
          courtroom?: string | null
          created_at?: string
          created_by?: string | null
          due_reason?: string | null
          due_rule?: string | null
          hearing_at: string
          hearing_status?: string
          hearing_type: Database["public"]["Enums"]["hearing_type"]
          id?: string
          judge?: string | null
          notes?: string | null
          outcome_notes?: string | null
          plain_due_at?: string
          report_due_at?: string
          report_filed_on?: string | null
          report_status?: Database["public"]["Enums"]["report_status"]
          updated_at?: string
        }
        Update: {
          admin_entered?: boolean
          case_id?: string
          courtroom?: string | null
          created_at?: string
          created_by?: string | null
          due_reason?: string | null
          due_rule?: string | null
          hearing_at?: string
          hearing_status?: string
          hearing_type?: Database["public"]["Enums"]["hearing_type"]
          id?: string
          judge?: string | null
          notes?: string | null
          outcome_notes?: string | null
          plain_due_at?: string
          report_due_at?: string
          report_filed_on?: string | null
          report_status?: Database["public"]["Enums"]["report_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "court_dates_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "court_dates_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      court_holidays: {
        Row: {
          circuit: number | null
          confirmed_by_program: boolean
          created_at: string
          day: string
          id: string
          name: string
          source: string
          updated_at: string
        }
        Insert: {
          circuit?: number | null
          confirmed_by_program?: boolean
          created_at?: string
          day: string
          id?: string
          name: string
          source: string
          updated_at?: string
        }
        Update: {
          circuit?: number | null
          confirmed_by_program?: boolean
          created_at?: string
          day?: string
          id?: string
          name?: string
          source?: string
          updated_at?: string
        }
        Relationships: []
      }
      credential_rules: {
        Row: {
          confirmed_with_counsel: boolean
          credential: string
          renewal_months: number
          source: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          confirmed_with_counsel?: boolean
          credential: string
          renewal_months: number
          source: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          confirmed_with_counsel?: boolean
          credential?: string
          renewal_months?: number
          source?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "credential_rules_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          digest: boolean
          id: number
          last_error: string | null
          next_attempt_at: string
          notification_id: string
          sent_at: string | null
          status: Database["public"]["Enums"]["email_status"]
          user_id: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          digest?: boolean
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          notification_id: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["email_status"]
          user_id: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          digest?: boolean
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          notification_id?: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["email_status"]
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "email_outbox_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      gal_requests: {
        Row: {
          case_type: string
          county: string
          created_at: string
          details: string
          email: string
          id: string
          language: string
          name: string
          phone: string
          status: Database["public"]["Enums"]["request_status"]
          status_changed_at: string | null
          status_changed_by: string | null
          updated_at: string
          urgent: boolean
          voice_note_path: string | null
        }
        Insert: {
          case_type: string
          county: string
          created_at?: string
          details: string
          email: string
          id?: string
          language?: string
          name: string
          phone: string
          status?: Database["public"]["Enums"]["request_status"]
          status_changed_at?: string | null
          status_changed_by?: string | null
          updated_at?: string
          urgent?: boolean
          voice_note_path?: string | null
        }
        Update: {
          case_type?: string
          county?: string
          created_at?: string
          details?: string
          email?: string
          id?: string
          language?: string
          name?: string
          phone?: string
          status?: Database["public"]["Enums"]["request_status"]
          status_changed_at?: string | null
          status_changed_by?: string | null
          updated_at?: string
          urgent?: boolean
          voice_note_path?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "gal_requests_status_changed_by_fkey"
            columns: ["status_changed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      hearing_changes: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          case_id: string
          court_date_id: string
          created_at: string
          from_hearing_at: string
          id: number
          notes: string | null
          outcome: string
          to_hearing_at: string
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          case_id: string
          court_date_id: string
          created_at?: string
          from_hearing_at: string
          id?: never
          notes?: string | null
          outcome: string
          to_hearing_at: string
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          case_id?: string
          court_date_id?: string
          created_at?: string
          from_hearing_at?: string
          id?: never
          notes?: string | null
          outcome?: string
          to_hearing_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "hearing_changes_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "hearing_changes_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "hearing_changes_court_date_id_fkey"
            columns: ["court_date_id"]
            isOneToOne: false
            referencedRelation: "court_dates"
            referencedColumns: ["id"]
          },
        ]
      }
      hearing_type_rules: {
        Row: {
          confirmed_with_counsel: boolean
          hearing_type: Database["public"]["Enums"]["hearing_type"]
          report_due: boolean
          source: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          confirmed_with_counsel?: boolean
          hearing_type: Database["public"]["Enums"]["hearing_type"]
          report_due: boolean
          source: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          confirmed_with_counsel?: boolean
          hearing_type?: Database["public"]["Enums"]["hearing_type"]
          report_due?: boolean
          source?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "hearing_type_rules_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      invoice_events: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          created_at: string
          from_status: Database["public"]["Enums"]["invoice_status"] | null
          id: number
          invoice_id: string
          reason: string | null
          to_status: Database["public"]["Enums"]["invoice_status"]
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          from_status?: Database["public"]["Enums"]["invoice_status"] | null
          id?: never
          invoice_id: string
          reason?: string | null
          to_status: Database["public"]["Enums"]["invoice_status"]
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          from_status?: Database["public"]["Enums"]["invoice_status"] | null
          id?: never
          invoice_id?: string
          reason?: string | null
          to_status?: Database["public"]["Enums"]["invoice_status"]
        }
        Relationships: [
          {
            foreignKeyName: "invoice_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_events_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
        ]
      }
      invoice_lines: {
        Row: {
          amount_cents: number
          case_id: string
          contact_id: string | null
          date: string
          description: string
          expense_id: string | null
          flags: string[]
          id: string
          invoice_id: string
          kind: Database["public"]["Enums"]["invoice_line_kind"]
          position: number
          quantity: number
          released: boolean
          time_entry_id: string | null
          unit_cents: number | null
        }
        Insert: {
          amount_cents: number
          case_id: string
          contact_id?: string | null
          date: string
          description: string
          expense_id?: string | null
          flags?: string[]
          id?: string
          invoice_id: string
          kind: Database["public"]["Enums"]["invoice_line_kind"]
          position: number
          quantity: number
          released?: boolean
          time_entry_id?: string | null
          unit_cents?: number | null
        }
        Update: {
          amount_cents?: number
          case_id?: string
          contact_id?: string | null
          date?: string
          description?: string
          expense_id?: string | null
          flags?: string[]
          id?: string
          invoice_id?: string
          kind?: Database["public"]["Enums"]["invoice_line_kind"]
          position?: number
          quantity?: number
          released?: boolean
          time_entry_id?: string | null
          unit_cents?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "invoice_lines_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_lines_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_lines_expense_id_fkey"
            columns: ["expense_id"]
            isOneToOne: false
            referencedRelation: "contact_expenses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_lines_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_lines_time_entry_id_fkey"
            columns: ["time_entry_id"]
            isOneToOne: false
            referencedRelation: "time_entries"
            referencedColumns: ["id"]
          },
        ]
      }
      invoices: {
        Row: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }
        Insert: {
          approved_at?: string | null
          approved_by?: string | null
          contractor_id: string
          created_at?: string
          expenses_cents?: number
          id?: string
          labour_cents?: number
          mileage_cents?: number
          number?: string | null
          paid_at?: string | null
          payment_reference?: string | null
          period_end: string
          period_start: string
          returned_reason?: string | null
          status?: Database["public"]["Enums"]["invoice_status"]
          submitted_at?: string | null
          total_cents?: number
          updated_at?: string
          version?: number
          void_reason?: string | null
        }
        Update: {
          approved_at?: string | null
          approved_by?: string | null
          contractor_id?: string
          created_at?: string
          expenses_cents?: number
          id?: string
          labour_cents?: number
          mileage_cents?: number
          number?: string | null
          paid_at?: string | null
          payment_reference?: string | null
          period_end?: string
          period_start?: string
          returned_reason?: string | null
          status?: Database["public"]["Enums"]["invoice_status"]
          submitted_at?: string | null
          total_cents?: number
          updated_at?: string
          version?: number
          void_reason?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "invoices_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_contractor_id_fkey"
            columns: ["contractor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          body: string
          case_id: string
          created_at: string
          id: string
          read_at: string | null
          sender_id: string
          updated_at: string
        }
        Insert: {
          body: string
          case_id: string
          created_at?: string
          id?: string
          read_at?: string | null
          sender_id?: string
          updated_at?: string
        }
        Update: {
          body?: string
          case_id?: string
          created_at?: string
          id?: string
          read_at?: string | null
          sender_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      mileage_rates: {
        Row: {
          cents_per_mile: number
          created_at: string
          effective_from: string
          id: number
          updated_at: string
        }
        Insert: {
          cents_per_mile: number
          created_at?: string
          effective_from: string
          id?: never
          updated_at?: string
        }
        Update: {
          cents_per_mile?: number
          created_at?: string
          effective_from?: string
          id?: never
          updated_at?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          body: string
          created_at: string
          id: string
          kind: string
          link: string | null
          read_at: string | null
          title: string
          user_id: string
        }
        Insert: {
          body?: string
          created_at?: string
          id?: string
          kind: string
          link?: string | null
          read_at?: string | null
          title: string
          user_id: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          kind?: string
          link?: string | null
          read_at?: string | null
          title?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      period_reopenings: {
        Row: {
          closed_at: string | null
          closed_by: string | null
          contractor_id: string
          id: string
          period_end: string
          period_start: string
          reason: string
          reopened_at: string
          reopened_by: string | null
        }
        Insert: {
          closed_at?: string | null
          closed_by?: string | null
          contractor_id: string
          id?: string
          period_end: string
          period_start: string
          reason: string
          reopened_at?: string
          reopened_by?: string | null
        }
        Update: {
          closed_at?: string | null
          closed_by?: string | null
          contractor_id?: string
          id?: string
          period_end?: string
          period_start?: string
          reason?: string
          reopened_at?: string
          reopened_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "period_reopenings_closed_by_fkey"
            columns: ["closed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "period_reopenings_contractor_id_fkey"
            columns: ["contractor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "period_reopenings_reopened_by_fkey"
            columns: ["reopened_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      planned_visits: {
        Row: {
          case_id: string
          contractor_id: string
          created_at: string
          fulfilled_by: string | null
          fulfilled_on: string | null
          id: string
          planned_on: string
          planned_time: string | null
          updated_at: string
          with_whom: string
        }
        Insert: {
          case_id: string
          contractor_id?: string
          created_at?: string
          fulfilled_by?: string | null
          fulfilled_on?: string | null
          id?: string
          planned_on: string
          planned_time?: string | null
          updated_at?: string
          with_whom: string
        }
        Update: {
          case_id?: string
          contractor_id?: string
          created_at?: string
          fulfilled_by?: string | null
          fulfilled_on?: string | null
          id?: string
          planned_on?: string
          planned_time?: string | null
          updated_at?: string
          with_whom?: string
        }
        Relationships: [
          {
            foreignKeyName: "planned_visits_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "planned_visits_contractor_id_fkey"
            columns: ["contractor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "planned_visits_fulfilled_by_fkey"
            columns: ["fulfilled_by"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
        ]
      }
      program_settings: {
        Row: {
          audit_retention_years: number
          caseload_cap: number
          id: boolean
          in_service_hours_per_year: number
          max_hours_per_day: number
          max_miles_per_day: number
          pre_service_hours: number
          receipt_required_above_cents: number
          updated_at: string
          updated_by: string | null
          visit_due_soon_days: number
          visit_threshold_days: number
        }
        Insert: {
          audit_retention_years?: number
          caseload_cap?: number
          id?: boolean
          in_service_hours_per_year?: number
          max_hours_per_day?: number
          max_miles_per_day?: number
          pre_service_hours?: number
          receipt_required_above_cents?: number
          updated_at?: string
          updated_by?: string | null
          visit_due_soon_days?: number
          visit_threshold_days?: number
        }
        Update: {
          audit_retention_years?: number
          caseload_cap?: number
          id?: boolean
          in_service_hours_per_year?: number
          max_hours_per_day?: number
          max_miles_per_day?: number
          pre_service_hours?: number
          receipt_required_above_cents?: number
          updated_at?: string
          updated_by?: string | null
          visit_due_soon_days?: number
          visit_threshold_days?: number
        }
        Relationships: [
          {
            foreignKeyName: "program_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      report_deadline_rules: {
        Row: {
          category: Database["public"]["Enums"]["case_category"]
          confirmed_with_counsel: boolean
          hours_before: number
          period_unit: string
          source: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          category: Database["public"]["Enums"]["case_category"]
          confirmed_with_counsel?: boolean
          hours_before: number
          period_unit?: string
          source: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          category?: Database["public"]["Enums"]["case_category"]
          confirmed_with_counsel?: boolean
          hours_before?: number
          period_unit?: string
          source?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "report_deadline_rules_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      report_drafts: {
        Row: {
          case_id: string
          court_date_id: string
          created_at: string
          created_by: string | null
          id: string
          period_end: string
          period_start: string
          storage_path: string
          template_id: string | null
          template_name: string
        }
        Insert: {
          case_id: string
          court_date_id: string
          created_at?: string
          created_by?: string | null
          id?: string
          period_end: string
          period_start: string
          storage_path: string
          template_id?: string | null
          template_name: string
        }
        Update: {
          case_id?: string
          court_date_id?: string
          created_at?: string
          created_by?: string | null
          id?: string
          period_end?: string
          period_start?: string
          storage_path?: string
          template_id?: string | null
          template_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "report_drafts_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "report_drafts_court_date_id_fkey"
            columns: ["court_date_id"]
            isOneToOne: false
            referencedRelation: "court_dates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "report_drafts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "report_drafts_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "report_templates"
            referencedColumns: ["id"]
          },
        ]
      }
      report_due_changes: {
        Row: {
          cause: string
          changed_at: string
          court_date_id: string
          due_at: string
          id: number
          previous_due_at: string
        }
        Insert: {
          cause: string
          changed_at?: string
          court_date_id: string
          due_at: string
          id?: never
          previous_due_at: string
        }
        Update: {
          cause?: string
          changed_at?: string
          court_date_id?: string
          due_at?: string
          id?: never
          previous_due_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "report_due_changes_court_date_id_fkey"
            columns: ["court_date_id"]
            isOneToOne: false
            referencedRelation: "court_dates"
            referencedColumns: ["id"]
          },
        ]
      }
      report_reminders: {
        Row: {
          court_date_id: string
          created_at: string
          report_due_at: string
          threshold: string
        }
        Insert: {
          court_date_id: string
          created_at?: string
          report_due_at: string
          threshold: string
        }
        Update: {
          court_date_id?: string
          created_at?: string
          report_due_at?: string
          threshold?: string
        }
        Relationships: [
          {
            foreignKeyName: "report_reminders_court_date_id_fkey"
            columns: ["court_date_id"]
            isOneToOne: false
            referencedRelation: "court_dates"
            referencedColumns: ["id"]
          },
        ]
      }
      report_templates: {
        Row: {
          active: boolean
          created_at: string
          id: string
          name: string
          storage_path: string
          uploaded_by: string | null
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          name: string
          storage_path: string
          uploaded_by?: string | null
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          name?: string
          storage_path?: string
          uploaded_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "report_templates_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      request_confirmations: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          last_error: string | null
          next_attempt_at: string
          request_id: string
          sent_at: string | null
          status: Database["public"]["Enums"]["email_status"]
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          last_error?: string | null
          next_attempt_at?: string
          request_id: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["email_status"]
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          last_error?: string | null
          next_attempt_at?: string
          request_id?: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["email_status"]
        }
        Relationships: [
          {
            foreignKeyName: "request_confirmations_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: true
            referencedRelation: "gal_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      sibling_links: {
        Row: {
          case_id: string
          group_id: string
          linked_at: string
          linked_by: string | null
        }
        Insert: {
          case_id: string
          group_id: string
          linked_at?: string
          linked_by?: string | null
        }
        Update: {
          case_id?: string
          group_id?: string
          linked_at?: string
          linked_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "sibling_links_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: true
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sibling_links_linked_by_fkey"
            columns: ["linked_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      time_entries: {
        Row: {
          case_id: string
          contact_id: string | null
          created_at: string
          date: string
          description: string
          hourly_rate: number | null
          hours: number
          id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          case_id: string
          contact_id?: string | null
          created_at?: string
          date?: string
          description: string
          hourly_rate?: number | null
          hours: number
          id?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          case_id?: string
          contact_id?: string | null
          created_at?: string
          date?: string
          description?: string
          hourly_rate?: number | null
          hours?: number
          id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "time_entries_case_id_fkey"
            columns: ["case_id"]
            isOneToOne: false
            referencedRelation: "cases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "time_entries_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "case_contacts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "time_entries_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      training_records: {
        Row: {
          certificate_path: string | null
          completed_on: string
          created_at: string
          hours: number
          id: string
          kind: Database["public"]["Enums"]["training_kind"]
          provider: string
          review_note: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["training_status"]
          title: string
          updated_at: string
          user_id: string
          version: number
        }
        Insert: {
          certificate_path?: string | null
          completed_on: string
          created_at?: string
          hours: number
          id?: string
          kind: Database["public"]["Enums"]["training_kind"]
          provider: string
          review_note?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["training_status"]
          title: string
          updated_at?: string
          user_id?: string
          version?: number
        }
        Update: {
          certificate_path?: string | null
          completed_on?: string
          created_at?: string
          hours?: number
          id?: string
          kind?: Database["public"]["Enums"]["training_kind"]
          provider?: string
          review_note?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          status?: Database["public"]["Enums"]["training_status"]
          title?: string
          updated_at?: string
          user_id?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "training_records_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "training_records_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      user_profiles: {
        Row: {
          address: string | null
          availability: Database["public"]["Enums"]["availability"]
          bar_number: string | null
          bio: string | null
          city: string | null
          created_at: string
          custom_education: string | null
          education_level: Database["public"]["Enums"]["education_level"] | null
          florida_circuits: string[]
          phone: string | null
          practice_areas: string[]
          preferred_case_types: string[]
          state: string
          updated_at: string
          user_id: string
          zip: string | null
        }
        Insert: {
          address?: string | null
          availability?: Database["public"]["Enums"]["availability"]
          bar_number?: string | null
          bio?: string | null
          city?: string | null
          created_at?: string
          custom_education?: string | null
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          florida_circuits?: string[]
          phone?: string | null
          practice_areas?: string[]
          preferred_case_types?: string[]
          state?: string
          updated_at?: string
          user_id: string
          zip?: string | null
        }
        Update: {
          address?: string | null
          availability?: Database["public"]["Enums"]["availability"]
          bar_number?: string | null
          bio?: string | null
          city?: string | null
          created_at?: string
          custom_education?: string | null
          education_level?:
            Database["public"]["Enums"]["education_level"] | null
          florida_circuits?: string[]
          phone?: string | null
          practice_areas?: string[]
          preferred_case_types?: string[]
          state?: string
          updated_at?: string
          user_id?: string
          zip?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "user_profiles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      user_settings: {
        Row: {
          compact_view: boolean
          created_at: string
          email_daily_digest: boolean
          email_notifications: boolean
          export_date_format: string
          export_hidden_columns: string[]
          hidden_widgets: string[]
          notify_case_updates: boolean
          notify_deadlines: boolean
          notify_messages: boolean
          notify_new_cases: boolean
          show_case_count: boolean
          show_deadlines: boolean
          show_time_tracking: boolean
          theme: string
          updated_at: string
          user_id: string
        }
        Insert: {
          compact_view?: boolean
          created_at?: string
          email_daily_digest?: boolean
          email_notifications?: boolean
          export_date_format?: string
          export_hidden_columns?: string[]
          hidden_widgets?: string[]
          notify_case_updates?: boolean
          notify_deadlines?: boolean
          notify_messages?: boolean
          notify_new_cases?: boolean
          show_case_count?: boolean
          show_deadlines?: boolean
          show_time_tracking?: boolean
          theme?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          compact_view?: boolean
          created_at?: string
          email_daily_digest?: boolean
          email_notifications?: boolean
          export_date_format?: string
          export_hidden_columns?: string[]
          hidden_widgets?: string[]
          notify_case_updates?: boolean
          notify_deadlines?: boolean
          notify_messages?: boolean
          notify_new_cases?: boolean
          show_case_count?: boolean
          show_deadlines?: boolean
          show_time_tracking?: boolean
          theme?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_settings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          avatar_url: string | null
          billing_rate: number | null
          contractor_since: string | null
          created_at: string
          deactivated_at: string | null
          email: string
          full_name: string
          hourly_rate: number | null
          id: string
          role: Database["public"]["Enums"]["user_role"]
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          billing_rate?: number | null
          contractor_since?: string | null
          created_at?: string
          deactivated_at?: string | null
          email: string
          full_name?: string
          hourly_rate?: number | null
          id: string
          role?: Database["public"]["Enums"]["user_role"]
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          billing_rate?: number | null
          contractor_since?: string | null
          created_at?: string
          deactivated_at?: string | null
          email?: string
          full_name?: string
          hourly_rate?: number | null
          id?: string
          role?: Database["public"]["Enums"]["user_role"]
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      application_reviews: {
        Row: {
          created_at: string | null
          email: string | null
          full_name: string | null
          id: string | null
          kind: Database["public"]["Enums"]["application_kind"] | null
          reviewed_at: string | null
          status: Database["public"]["Enums"]["application_status"] | null
          status_reason_code: string | null
          user_id: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      accept_blocker: {
        Args: { "": Database["public"]["Tables"]["cases"]["Row"] }
        Returns: {
          error: true
        } & "the function public.accept_blocker with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache"
      }
      accept_case: {
        Args: { case_id: string }
        Returns: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
        }[]
        SetofOptions: {
          from: "*"
          to: "cases"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      activate_report_template: {
        Args: { template_id: string }
        Returns: {
          active: boolean
          created_at: string
          id: string
          name: string
          storage_path: string
          uploaded_by: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "report_templates"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      activity_entries: {
        Args: {
          after_at?: string
          after_id?: number
          for_case?: string
          for_person?: string
          max_rows?: number
          operations?: string[]
          since?: string
          until?: string
        }
        Returns: Database["public"]["CompositeTypes"]["activity_entry"][]
        SetofOptions: {
          from: "*"
          to: "activity_entry"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      adopt_asking_rate: { Args: { contractor_id: string }; Returns: number }
      approve_invoice: {
        Args: { invoice_id: string; seen_version?: number }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      assign_case: {
        Args: { case_id: string; contractor_id?: string }
        Returns: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
        }[]
        SetofOptions: {
          from: "*"
          to: "cases"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      audit_entries: {
        Args: {
          for_case?: string
          for_person?: string
          max_rows?: number
          of_kind?: string
          since?: string
          until?: string
        }
        Returns: {
          actor_id: string
          actor_name: string
          at: string
          case_id: string
          case_title: string
          changes: Json
          id: number
          operation: string
          row_id: string
          table_name: string
        }[]
      }
      available_cases_count: { Args: never; Returns: number }
      calendar_feed: { Args: { token: string }; Returns: Json }
      case_closing_check: {
        Args: { case_id: string }
        Returns: Database["public"]["CompositeTypes"]["case_closing_check"]
        SetofOptions: {
          from: "*"
          to: "case_closing_check"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      case_page: {
        Args: { case_id: string; with_contractors?: boolean }
        Returns: Json
      }
      case_people: { Args: { case_id: string }; Returns: Json }
      case_siblings: {
        Args: { case_id: string }
        Returns: Database["public"]["CompositeTypes"]["sibling_case"][]
        SetofOptions: {
          from: "*"
          to: "sibling_case"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      child_visits_due: {
        Args: never
        Returns: Database["public"]["CompositeTypes"]["child_visit_due_item"][]
        SetofOptions: {
          from: "*"
          to: "child_visit_due_item"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_email_batch: {
        Args: { max_jobs?: number }
        Returns: Database["public"]["CompositeTypes"]["email_job"][]
        SetofOptions: {
          from: "*"
          to: "email_job"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_request_confirmations: {
        Args: { max_jobs?: number }
        Returns: {
          case_type: string
          county: string
          created_at: string
          email: string
          language: string
          name: string
          request_id: string
        }[]
      }
      close_case: {
        Args: {
          case_id: string
          closing_order_on: string
          closing_summary: string
        }
        Returns: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
        }[]
        SetofOptions: {
          from: "*"
          to: "cases"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      close_reopened_period: {
        Args: { reopening_id: string }
        Returns: {
          closed_at: string | null
          closed_by: string | null
          contractor_id: string
          id: string
          period_end: string
          period_start: string
          reason: string
          reopened_at: string
          reopened_by: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "period_reopenings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      contractor_detail: {
        Args: { contractor_id: string }
        Returns: Database["public"]["CompositeTypes"]["contractor_summary"][]
        SetofOptions: {
          from: "*"
          to: "contractor_summary"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      contractor_directory: {
        Args: {
          page?: number
          page_size?: number
          search?: string
          sort_by?: string
          sort_desc?: boolean
        }
        Returns: Database["public"]["CompositeTypes"]["contractor_listing"][]
        SetofOptions: {
          from: "*"
          to: "contractor_listing"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      court_report_data: {
        Args: {
          court_date_id: string
          period_end?: string
          period_start?: string
        }
        Returns: Json
      }
      create_invoice: {
        Args: { period_end: string; period_start: string }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      credential_expiries: {
        Args: never
        Returns: Database["public"]["CompositeTypes"]["credential_expiry"][]
        SetofOptions: {
          from: "*"
          to: "credential_expiry"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      dashboard_charts: {
        Args: { from_on: string; to_on: string }
        Returns: Json
      }
      dashboard_home: { Args: { widgets: string[] }; Returns: Json }
      dashboard_stats: { Args: never; Returns: Json }
      deactivate_contractor: {
        Args: { contractor_id: string }
        Returns: string
      }
      finish_email_batch: {
        Args: { error?: string; outbox_ids: number[]; permanent?: boolean }
        Returns: undefined
      }
      finish_request_confirmation: {
        Args: { error?: string; permanent?: boolean; request_id: string }
        Returns: undefined
      }
      history_actors: {
        Args: { history: string; subject_id: string }
        Returns: Database["public"]["CompositeTypes"]["history_actor"][]
        SetofOptions: {
          from: "*"
          to: "history_actor"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      link_siblings: {
        Args: { case_ids: string[] }
        Returns: {
          case_id: string
          group_id: string
          linked_at: string
          linked_by: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "sibling_links"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      mark_invoice_paid: {
        Args: {
          invoice_id: string
          paid_on: string
          reference: string
          seen_version?: number
        }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      mark_thread_read: { Args: { case_id: string }; Returns: number }
      message_threads: {
        Args: { thread_case?: string; thread_limit?: number }
        Returns: Database["public"]["CompositeTypes"]["message_thread"][]
        SetofOptions: {
          from: "*"
          to: "message_thread"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      my_shell: {
        Args: never
        Returns: {
          settings: Json
          unread_messages: number
          unread_notifications: number
        }[]
      }
      open_case_listings: {
        Args: never
        Returns: Database["public"]["CompositeTypes"]["case_listing"][]
        SetofOptions: {
          from: "*"
          to: "case_listing"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      orphaned_certificates: { Args: never; Returns: string[] }
      orphaned_voice_notes: { Args: never; Returns: string[] }
      planned_visit_feed: { Args: { token: string }; Returns: Json }
      reactivate_contractor: {
        Args: { contractor_id: string }
        Returns: undefined
      }
      record_case_view: { Args: { case_id: string }; Returns: boolean }
      record_export: {
        Args: { dataset: string; filter: Json; row_count: number }
        Returns: undefined
      }
      record_signed_link: {
        Args: { bucket: string; path: string }
        Returns: undefined
      }
      refresh_invoice: {
        Args: { invoice_id: string }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      reopen_period: {
        Args: {
          contractor_id: string
          period_end: string
          period_start: string
          reason: string
        }
        Returns: {
          closed_at: string | null
          closed_by: string | null
          contractor_id: string
          id: string
          period_end: string
          period_start: string
          reason: string
          reopened_at: string
          reopened_by: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "period_reopenings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      report_client_errors: {
        Args: { client_id?: string; reports: Json }
        Returns: number
      }
      reset_calendar_feed: { Args: never; Returns: string }
      reset_user_factors: { Args: { user_id: string }; Returns: number }
      return_invoice: {
        Args: { invoice_id: string; reason: string; seen_version?: number }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      review_application: {
        Args: {
          application_id: string
          billing_rate?: number
          decision: Database["public"]["Enums"]["application_status"]
          kind: Database["public"]["Enums"]["application_kind"]
          note?: string
          reason?: string
          reason_code?: string
          seen_version?: number
        }
        Returns: Database["public"]["Enums"]["application_status"]
      }
      review_training_record: {
        Args: {
          decision: Database["public"]["Enums"]["training_status"]
          reason?: string
          record_id: string
          seen_version?: number
        }
        Returns: {
          certificate_path: string | null
          completed_on: string
          created_at: string
          hours: number
          id: string
          kind: Database["public"]["Enums"]["training_kind"]
          provider: string
          review_note: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          status: Database["public"]["Enums"]["training_status"]
          title: string
          updated_at: string
          user_id: string
          version: number
        }[]
        SetofOptions: {
          from: "*"
          to: "training_records"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      save_contact: {
        Args: {
          case_id: string
          contact_date?: string
          contact_id: string
          contact_made?: boolean
          contact_type?: Database["public"]["Enums"]["contact_type"]
          contact_with?: Database["public"]["Enums"]["contact_party"][]
          expenses?: Json
          follow_up?: boolean
          miles?: number
          minutes?: number
          notes?: string
          people?: string[]
          shares?: Json
          submit?: boolean
        }
        Returns: {
          case_id: string
          contact_date: string
          contact_made: boolean
          contact_type: Database["public"]["Enums"]["contact_type"] | null
          contact_with: Database["public"]["Enums"]["contact_party"][]
          created_at: string
          follow_up: boolean
          id: string
          miles: number
          minutes: number | null
          notes: string
          status: Database["public"]["Enums"]["contact_status"]
          updated_at: string
          user_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "case_contacts"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_cases: {
        Args: { query: string }
        Returns: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
        }[]
        SetofOptions: {
          from: "*"
          to: "cases"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_abuse_allegation: {
        Args: { abuse_allegation: boolean; case_id: string }
        Returns: {
          abuse_allegation: boolean
          admin_id: string
          category: Database["public"]["Enums"]["case_category"]
          closed_at: string | null
          closing_order_on: string | null
          closing_summary: string | null
          compensation: string | null
          contractor_id: string | null
          county: string | null
          court_case_number: string | null
          court_courtroom: string | null
          court_division: string | null
          court_judge: string | null
          created_at: string
          description: string
          id: string
          last_message_at: string | null
          request_id: string | null
          status: Database["public"]["Enums"]["case_status"]
          title: string
          type: Database["public"]["Enums"]["case_type"]
          updated_at: string
          urgency: Database["public"]["Enums"]["case_urgency"]
        }[]
        SetofOptions: {
          from: "*"
          to: "cases"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_billing_rate: {
        Args: { contractor_id: string; rate: number }
        Returns: number
      }
      set_user_role: {
        Args: {
          new_role: Database["public"]["Enums"]["user_role"]
          user_id: string
        }
        Returns: undefined
      }
      stop_calendar_feed: { Args: never; Returns: boolean }
      submit_invoice: {
        Args: { invoice_id: string }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      training_progress: {
        Args: { user_id?: string }
        Returns: Database["public"]["CompositeTypes"]["training_standing"][]
        SetofOptions: {
          from: "*"
          to: "training_standing"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      unlink_sibling: { Args: { case_id: string }; Returns: undefined }
      unread_message_count: { Args: never; Returns: number }
      upcoming_deadlines: {
        Args: { within_days?: number }
        Returns: Database["public"]["CompositeTypes"]["deadline_item"][]
        SetofOptions: {
          from: "*"
          to: "deadline_item"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      visits_due: {
        Args: never
        Returns: Database["public"]["CompositeTypes"]["visit_due_item"][]
        SetofOptions: {
          from: "*"
          to: "visit_due_item"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      void_invoice: {
        Args: { invoice_id: string; reason: string }
        Returns: {
          approved_at: string | null
          approved_by: string | null
          contractor_id: string
          created_at: string
          expenses_cents: number
          id: string
          labour_cents: number
          mileage_cents: number
          number: string | null
          paid_at: string | null
          payment_reference: string | null
          period_end: string
          period_start: string
          returned_reason: string | null
          status: Database["public"]["Enums"]["invoice_status"]
          submitted_at: string | null
          total_cents: number
          updated_at: string
          version: number
          void_reason: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "invoices"
          isOneToOne: false
          isSetofReturn: true
        }
      }
    }
    Enums: {
      application_kind: "contractor" | "assistant"
      application_status: "pending" | "approved" | "rejected"
      availability: "full-time" | "part-time" | "limited"
      case_category: "Dependency" | "Family Court" | "Juvenile"
      case_event_kind:
        | "posted"
        | "accepted"
        | "assigned"
        | "reassigned"
        | "unassigned"
        | "status_changed"
        | "contact_logged"
        | "court_date_added"
        | "court_date_changed"
        | "report_status_changed"
        | "case_closed"
      case_status: "open" | "assigned" | "in_progress" | "completed"
      case_type: "paid" | "pro_bono"
      case_urgency: "High" | "Medium" | "Low"
      child_placement:
        | "parent"
        | "relative"
        | "non_relative"
        | "foster_home"
        | "group_home"
        | "residential"
        | "independent_living"
        | "other"
      contact_party:
        | "child"
        | "parent"
        | "caregiver"
        | "foster_parent"
        | "caseworker"
        | "attorney"
        | "teacher"
        | "therapist"
        | "judge"
        | "other"
      contact_status: "draft" | "submitted"
      contact_type:
        | "in_person"
        | "phone"
        | "video"
        | "email"
        | "text_message"
        | "court"
        | "other"
      education_level:
        | "high_school"
        | "bachelors"
        | "masters"
        | "jd"
        | "phd"
        | "other"
        | "specialized"
      eligibility_path:
        "gal_program_certified" | "legal_aid_certified" | "florida_bar_member"
      email_status: "queued" | "sending" | "sent" | "undeliverable"
      hearing_type:
        | "shelter"
        | "arraignment"
        | "adjudicatory"
        | "disposition"
        | "judicial_review"
        | "permanency"
        | "tpr"
        | "status"
        | "mediation"
        | "trial"
        | "other"
      invoice_line_kind: "time" | "mileage" | "expense"
      invoice_status: "draft" | "submitted" | "approved" | "paid" | "void"
      party_kind:
        | "parent"
        | "caregiver"
        | "relative"
        | "attorney"
        | "caseworker"
        | "judge"
        | "other"
      report_status:
        "not_started" | "drafting" | "submitted" | "filed" | "not_required"
      request_status: "new" | "contacted" | "converted" | "closed"
      training_kind: "pre_service" | "in_service"
      training_status: "pending" | "approved" | "rejected"
      user_role: "free" | "contractor" | "admin"
    }
    CompositeTypes: {
      activity_entry: {
        id: number | null
        at: string | null
        actor_id: string | null
        actor_name: string | null
        table_name: string | null
        row_id: string | null
        subject_name: string | null
        case_id: string | null
        case_title: string | null
        operation: string | null
        changes: Json | null
      }
      case_closing_check: {
        unbilled_hours: number | null
        unbilled_entries: number | null
        open_reports: Json | null
      }
      case_listing: {
        id: string | null
        title: string | null
        type: Database["public"]["Enums"]["case_type"] | null
        county: string | null
        category: Database["public"]["Enums"]["case_category"] | null
        urgency: Database["public"]["Enums"]["case_urgency"] | null
        compensation: string | null
        created_at: string | null
      }
      child_visit_due_item: {
        child_id: string | null
        child_name: string | null
        case_id: string | null
        case_title: string | null
        contractor_id: string | null
        last_seen_on: string | null
        since_on: string | null
        days_since: number | null
        due_on: string | null
        overdue: boolean | null
      }
      contractor_listing: {
        id: string | null
        full_name: string | null
        email: string | null
        avatar_url: string | null
        asking_rate: number | null
        billing_rate: number | null
        active_cases: number | null
        hours_this_month: number | null
        last_entry_date: string | null
        deactivated_at: string | null
        good_standing: boolean | null
        standing_shortfall: string | null
        eligibility_path: Database["public"]["Enums"]["eligibility_path"] | null
        total_count: number | null
      }
      contractor_summary: {
        id: string | null
        full_name: string | null
        email: string | null
        avatar_url: string | null
        asking_rate: number | null
        billing_rate: number | null
        active_cases: number | null
        hours_this_month: number | null
        last_entry_date: string | null
        deactivated_at: string | null
        good_standing: boolean | null
        standing_shortfall: string | null
        eligibility_path: Database["public"]["Enums"]["eligibility_path"] | null
      }
      credential_expiry: {
        user_id: string | null
        full_name: string | null
        credential: string | null
        label: string | null
        expires_on: string | null
        lapsed: boolean | null
      }
      deadline_item: {
        court_date_id: string | null
        case_id: string | null
        case_title: string | null
        kind: string | null
        due_at: string | null
        hearing_at: string | null
        hearing_type: Database["public"]["Enums"]["hearing_type"] | null
        report_status: Database["public"]["Enums"]["report_status"] | null
        overdue: boolean | null
        county: string | null
        due_reason: string | null
        plain_due_at: string | null
      }
      email_job: {
        outbox_ids: number[] | null
        email: string | null
        full_name: string | null
        digest: boolean | null
        items: Json | null
        attempts: number | null
      }
      history_actor: {
        event_id: number | null
        actor_id: string | null
        full_name: string | null
        email: string | null
      }
      message_thread: {
        case_id: string | null
        case_title: string | null
        case_status: Database["public"]["Enums"]["case_status"] | null
        admin_id: string | null
        admin_name: string | null
        contractor_id: string | null
        contractor_name: string | null
        last_message_body: string | null
        last_message_at: string | null
        last_sender_id: string | null
        message_count: number | null
        unread_count: number | null
        can_send: boolean | null
      }
      sibling_case: {
        id: string | null
        title: string | null
        status: Database["public"]["Enums"]["case_status"] | null
        county: string | null
        contractor_id: string | null
        group_id: string | null
      }
      training_standing: {
        user_id: string | null
        pre_service_hours: number | null
        pre_service_required: number | null
        in_service_year: number | null
        in_service_hours: number | null
        in_service_required: number | null
        in_service_applies_from: number | null
        good_standing: boolean | null
        shortfall: string | null
      }
      visit_due_item: {
        case_id: string | null
        case_title: string | null
        county: string | null
        contractor_id: string | null
        contractor_name: string | null
        last_visit_on: string | null
        since_on: string | null
        days_since: number | null
        due_on: string | null
        overdue: boolean | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      application_kind: ["contractor", "assistant"],
      application_status: ["pending", "approved", "rejected"],
      availability: ["full-time", "part-time", "limited"],
      case_category: ["Dependency", "Family Court", "Juvenile"],
      case_event_kind: [
        "posted",
        "accepted",
        "assigned",
        "reassigned",
        "unassigned",
        "status_changed",
        "contact_logged",
        "court_date_added",
        "court_date_changed",
        "report_status_changed",
        "case_closed",
      ],
      case_status: ["open", "assigned", "in_progress", "completed"],
      case_type: ["paid", "pro_bono"],
      case_urgency: ["High", "Medium", "Low"],
      child_placement: [
        "parent",
        "relative",
        "non_relative",
        "foster_home",
        "group_home",
        "residential",
        "independent_living",
        "other",
      ],
      contact_party: [
        "child",
        "parent",
        "caregiver",
        "foster_parent",
        "caseworker",
        "attorney",
        "teacher",
        "therapist",
        "judge",
        "other",
      ],
      contact_status: ["draft", "submitted"],
      contact_type: [
        "in_person",
        "phone",
        "video",
        "email",
        "text_message",
        "court",
        "other",
      ],
      education_level: [
        "high_school",
        "bachelors",
        "masters",
        "jd",
        "phd",
        "other",
        "specialized",
      ],
      eligibility_path: [
        "gal_program_certified",
        "legal_aid_certified",
        "florida_bar_member",
      ],
      email_status: ["queued", "sending", "sent", "undeliverable"],
      hearing_type: [
        "shelter",
        "arraignment",
        "adjudicatory",
        "disposition",
        "judicial_review",
        "permanency",
        "tpr",
        "status",
        "mediation",
        "trial",
        "other",
      ],
      invoice_line_kind: ["time", "mileage", "expense"],
      invoice_status: ["draft", "submitted", "approved", "paid", "void"],
      party_kind: [
        "parent",
        "caregiver",
        "relative",
        "attorney",
        "caseworker",
        "judge",
        "other",
      ],
      report_status: [
        "not_started",
        "drafting",
        "submitted",
        "filed",
        "not_required",
      ],
      request_status: ["new", "contacted", "converted", "closed"],
      training_kind: ["pre_service", "in_service"],
      training_status: ["pending", "approved", "rejected"],
      user_role: ["free", "contractor", "admin"],
    },
  },
} as const

