import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Landlords and house owners vs tenants (unpaid rent, refusing to leave, damage, subletting, goods left, tenant held by police, tenancy agreements, rent collectors who kept the money); writers: old Krio landlady on voice-to-text, young man running his late father's compound in SMS shorthand, retired civil servant in formal English, UK diaspora owner writing long emails, widow landlord with heavy typos, Kenema shop-owner letting stores, caretaker telling long stories, Lebanese-Sierra Leonean owner of flats
export const NINETIETH_TEST_SET: LabelledMessage[] = [
  { message: "good morning una how una do this morning", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am a retired civil servant and the owner of a four-bedroom house at Wilberforce. The tenant occupying the ground floor has paid no rent for eleven months and has ignored three written notices to vacate. I wish to engage your chambers to recover possession of the property.",
    intent: "area:land",
  },
  {
    message: "pls hlp police hol my junior bro since yday @ Kissy station bcos d tenant report am sey e beat am. e still de cell nw, wat we go do",
    intent: "urgent",
  },
  { message: "How much bag of cement de sell for Kenema now? I wan rebuild the front of my stores before rain.", intent: "off-topic" },
  { message: "my tenent refuse to pay for 6 month can i lok the door and remov his thing from the room is it alowed", intent: "legal-question" },
  {
    message:
      "Hello, I'm based in Manchester and I'm never quite sure about the time difference. Could you tell me what hours your office keeps, so I can ring during your working day rather than leaving messages?",
    intent: "hours",
  },
  { message: "the ten and dey outside my door with cutlass he say he go kill me if I talk about rent again please help me I fear", intent: "safety" },
  {
    message: "my papa die last yr n lef d compound wit 6 rooms. my uncles dem wan tek ova d rent. i nid lawyer 4 d family property mata",
    intent: "area:family",
  },
  { message: "What is your phone number please? I want to call about my flats in Aberdeen.", intent: "phone" },
  {
    message:
      "I imported tiles and sanitary fittings from Lebanon for my new flats and the container is held at Queen Elizabeth II Quay for three weeks now. Customs say the papers are incomplete. Can your shipping lawyer help me clear it?",
    intent: "area:shipping",
  },
  {
    message: "I should be grateful if an appointment could be arranged for me with one of your lawyers on Tuesday morning next, regarding a tenancy matter.",
    intent: "booking",
  },
  {
    message:
      "Sir the rain don spoil the roof for the boys quarters, wetin be the best way to patch zinc make e no leak again? The landlord no want spend plenty.",
    intent: "off-topic",
  },
  {
    message:
      "Ma I am the caretaker for Mr Bangura house at Calaba Town. Yesterday the tenant in room 4 fight with the landlord son, and this morning police come carry the son go Calaba Town station. Them lock him for cell since 7 o'clock and they are asking for money before they release am. What we must do now?",
    intent: "urgent",
  },
  {
    message:
      "Our rent collector in Freetown, whom the family trusted for years, has been pocketing the rent from four tenants since 2022 — roughly Le 40,000 in total. We have the tenants' receipts showing they paid him. I'd like to report this properly to the police and see him prosecuted. Is that something your firm handles?",
    intent: "area:criminal",
  },
  { message: "how meny lawyar you have in the ofice", intent: "team" },
  {
    message:
      "I let three stores to one trader in Kenema and we de quarrel over the rent increase. We no want go court, we want somebody settle am between we. Una de do that kind of thing?",
    intent: "area:arbitration",
  },
  { message: "Am I legally obliged to return the full deposit to a tenant who has left the walls stained and two doors broken?", intent: "legal-question" },
  { message: "where una office dey which side of town", intent: "address" },
  {
    message:
      "I want to put my five buildings under one company so my sons can share the management. Can you register the company and prepare the shareholders papers?",
    intent: "area:business",
  },
  { message: "pls i get problm", intent: "unknown" },
  { message: "how much you charg to evict tenent, i am widow i dont have plenty mony", intent: "knowledge:Fees" },
  {
    message: "police don come my house now now say make I follow them because my ten and tell them say I tief he TV abeg help me they dey for gate",
    intent: "urgent",
  },
  { message: "What is the dollar to leone rate today? Some of my tenants pay in dollars and I want to be fair.", intent: "off-topic" },
  {
    message:
      "I intend to engage an agent to collect rents and generally manage my three houses on my behalf. I require a properly drafted management agreement setting out his commission, duties and the dates on which he must account to me.",
    intent: "area:contract",
  },
  { message: "ok tnx bro", intent: "thanks" },
  {
    message:
      "One man de use one of my stores for Kenema since 2019, no agreement, no rent, now e de tell people say na e own store. I need lawyer for this store matter.",
    intent: "area:land",
  },
  {
    message:
      "my late husban brothers come with boys they say i must comot from the house today or they beat me, they are shouting outside now i am inside with my childrn",
    intent: "safety",
  },
  {
    message:
      "If I serve my tenants three months' notice while I'm living in the UK, is that valid under Sierra Leone law, or do I need to be physically present in Freetown for it to count?",
    intent: "legal-question",
  },
  { message: "una de open Saturday", intent: "hours" },
  {
    message:
      "Sir, last month the police charge me to court say I broke into one tenant room and carry his phone. I no do am, I been de for my village that week, the tenant just vex because I tell landlord say he no pay. They give me bail but the case come up next month for Pademba Road court. I need lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "pls hw do i recharge EDSA meter wit orange money", intent: "off-topic" },
  {
    message:
      "Would it be possible to arrange a video consultation? I live in Birmingham and can't travel out until December. Any weekday evening your time would suit me.",
    intent: "booking",
  },
  { message: "Kindly furnish me with your email address so that I may forward copies of the lease and the correspondence with my tenant.", intent: "email" },
  {
    message: "my husbnd die and the houses was in his name, i want to do the letters of administration so i can colect the rent for the children. plese help",
    intent: "area:family",
  },
  {
    message:
      "My store boy don de Kenema police station since yesterday night. The tenant wey rent the store next door say e tief him goods. Dem no gree release am. Please help.",
    intent: "urgent",
  },
  { message: "What kind of cases does your firm take? Only court cases or other matters too?", intent: "services" },
  { message: "my uncle sey since e b d eldest broda of my papa e get right pas me fo d compound rent. is dat true by law?", intent: "legal-question" },
  {
    message:
      "I shipped a 20ft container of furniture for my rental flats from Tilbury to Freetown. It arrived at the Quay, but half the furniture was smashed and the shipping line is refusing to pay anything. I need help with a cargo claim — I've got the bill of lading and photos.",
    intent: "area:shipping",
  },
  { message: "wat is the beast medicin for typhod my tenent is sick", intent: "off-topic" },
  {
    message:
      "A tenant I asked to leave came back with five men, they are breaking the gate and shouting they will beat me. I locked myself in the top flat. Please what do I do?",
    intent: "safety",
  },
  { message: "how I go fit reach una phone or wetin tell me all the way dem", intent: "contact" },
  {
    message:
      "My brother and I co-own a house in Freetown and we can't agree on whether to sell it or keep renting it out — things are getting bitter over email. We'd much rather settle it through mediation than end up in court. Is that something you can arrange?",
    intent: "area:arbitration",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "d tenant in rm 3 dn stop pay since jan n e no wan cmot. i wan lawyer fo evict am proper", intent: "area:land" },
  { message: "Does anyone in your office speak French or Arabic? My English is ok but my father prefers French.", intent: "knowledge:Languages spoken" },
  {
    message: "pls my son they arest him last nigt at congo cross polise station becaus he and the tenent fite, he is still in the cell i dont no what to do",
    intent: "urgent",
  },
  { message: "I wan make I see one low year tomorrow morning about my ten and matter abeg put me for tomorrow", intent: "booking" },
  {
    message: "I want agreement paper between me and the man wey go supply rice to all my store tenants. E must be strong so e no go cheat we.",
    intent: "area:contract",
  },
  { message: "Ma please you sabi anybody wey de find night watchman? I want extra work, this caretaker money small.", intent: "off-topic" },
  { message: "How many of your lawyers are partners, and do you have a woman lawyer? My wife wants to deal with a lady.", intent: "team" },
  {
    message: "one tenant broke my shop inside the compound and tief all my goods last week police say make I bring low year for the case I need una help",
    intent: "area:criminal",
  },
  { message: "wat tym una clos 2day", intent: "hours" },
  {
    message: "I want register my store letting business for Kenema as proper company so the bank go give me loan for build more store. Una fit do am?",
    intent: "area:business",
  },
  {
    message:
      "The police just took my building manager from the flats in Aberdeen. A tenant accused him of stealing his car. He is in their vehicle now going to the station. Please help.",
    intent: "urgent",
  },
  {
    message: "d tenant n im bois dn surround my room, dem de knock d door sey dem go wound me if i nor return d deposit. i de inside nw pls",
    intent: "safety",
  },
  { message: "pleas send me your fone numbar", intent: "phone" },
  {
    message:
      "My late mother left three houses in Freetown and no will. My siblings and I are spread across the UK, the US and Ghana, and meanwhile the tenants are paying whoever turns up. We need help obtaining letters of administration so the rents can be collected legally and shared.",
    intent: "area:family",
  },
  { message: "Could you recommend a reliable painter in the Hill Station area? My tenant has vacated and the rooms need repainting.", intent: "off-topic" },
  {
    message:
      "What documents should I bring when I come to see the lawyer about my tenant? I have the lease, the rent receipts and copies of the notices I served.",
    intent: "knowledge:What to bring",
  },
  { message: "my tenent sublet the room to anoter man without telling me, can i drive both of them out?", intent: "legal-question" },
  { message: "Apart from court cases, do you do property, companies, contracts? I want to know all your services.", intent: "services" },
  { message: "ok I go call una later bye bye", intent: "goodbye" },
  {
    message:
      "Dear Sir, my nephew, who assists me in managing my property, was taken into custody at Lumley Police Station yesterday evening following a complaint by a tenant. He has not been charged and remains there. Please advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "My commercial tenant and I signed a lease with an arbitration clause. He broke the lease and stopped paying, so now I want to start arbitration. Can you handle it?",
    intent: "area:arbitration",
  },
  { message: "wetin b d score fo Leone Stars match yday", intent: "off-topic" },
  {
    message: "Is Mr. Mohamed Conteh still practising with your chambers? He assisted my late brother with a conveyance some years ago.",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "i want apointmen with lawyr for my tenent problm plese wat day", intent: "booking" },
  {
    message: "Goods wey I order from China for my store tenants de stuck for Quay, customs want plenty duty. Una fit help me clear am?",
    intent: "area:shipping",
  },
  {
    message:
      "Sir I de hide for back of the compound now. The tenant wey we ask to leave don drink and e de find me with broken bottle, e say e go finish me. I fear.",
    intent: "safety",
  },
  { message: "wetin una de do for people all kind of case", intent: "services" },
  {
    message:
      "I hired a builder in Freetown to renovate two flats for new tenants. I paid him 70% in advance, he did half the job and has now stopped answering his phone. We have a signed agreement. Can your contract lawyer help me enforce it?",
    intent: "area:contract",
  },
  {
    message: "If tenant leave goods inside my store and run with 8 months rent, I fit sell the goods for recover my money? Law allow am?",
    intent: "legal-question",
  },
  { message: "plss dem dn lock my bro fo cell @ Waterloo station since 2 days ova d compound palava, nobody tell us wetin e do", intent: "urgent" },
  { message: "hello hello eh", intent: "unknown" },
  {
    message:
      "I'm setting up a small property investment company in Sierra Leone with two UK partners to build and let flats in Freetown. We need advice on how to structure the shareholding and get it registered.",
    intent: "area:business",
  },
  { message: "Do you know how much a solar system for 6 flats costs in Freetown?", intent: "off-topic" },
  { message: "May I know whether your chambers are open on public holidays such as Independence Day?", intent: "hours" },
  {
    message: "A former tenant forged my signature on a sale document for one of my flats and is now trying to sell it. I want him prosecuted for forgery.",
    intent: "area:criminal",
  },
  { message: "tank you very much god bles you", intent: "thanks" },
  {
    message: "Could you give me an idea of your fees for an eviction case? And would it be possible to pay in instalments from the UK?",
    intent: "knowledge:Fees",
  },
  {
    message: "Youths from the next street come attack my stores now because I lock one tenant store, dem de throw stone, I run inside. Help me please.",
    intent: "safety",
  },
  { message: "I wan make my will so my pikin dem no go fight for my house and the rent after I die una fit write am for me", intent: "area:family" },
  {
    message:
      "Sir, the landlord travel go America and leave me for look after the house. One tenant say since landlord no de, e no go pay rent again, e go stay free till landlord come back. Every month I beg am. Does the law say he can refuse like that because the landlord no de around?",
    intent: "legal-question",
  },
  { message: "I want to meet a lawyer this week to go over the lease for my new building. Thursday afternoon is good for me.", intent: "booking" },
  { message: "the tenent say the land is his grand father own and he dont want pay rent again, i have the conveyans, i need lawyer", intent: "area:land" },
  {
    message:
      "What's the best way to get in touch with you from the UK — phone, WhatsApp, email? I'd like all the options so I can pick whichever works with the time difference.",
    intent: "contact",
  },
  { message: "how I go cook palm oil stew for my ten and dem party", intent: "off-topic" },
  {
    message:
      "I've just had a call from Freetown — my younger brother, who manages my house in Goderich, has been detained by the police since yesterday after an argument with a tenant. He's still at the station and they won't tell the family anything. Please can someone help him right away?",
    intent: "urgent",
  },
  { message: "me n my tenant agree fo settle d rent mata outside court. una fit stand as mediator fo us?", intent: "area:arbitration" },
  { message: "wat una email", intent: "email" },
  { message: "una low year dem de talk Krio my English no too strong", intent: "knowledge:Languages spoken" },
  {
    message: "Does a tenant acquire any rights over a property merely by occupying it for more than twelve years without paying rent?",
    intent: "legal-question",
  },
  { message: "i want paper for my caretaker and me so he will not say i owe him salary again. plese write contract", intent: "area:contract" },
  {
    message: "Where exactly is your office for Freetown, and what time una de open? When I come from Kenema I want find am easy.",
    intent: "address",
    also: ["hours"],
  },
  {
    message: "I'll be in Freetown from 10 to 24 December. Could I book a consultation with someone during that fortnight about my tenants?",
    intent: "booking",
  },
  {
    message:
      "I have been offered a loan by a commercial bank to construct additional flats, but the terms seem rather onerous. I would like your business lawyer to review the banking documents before I sign.",
    intent: "area:business",
  },
  {
    message:
      "Police for Kenema come take my brother just now from our store because the tenant say e threaten am. Dem don carry am go station, please una help.",
    intent: "urgent",
  },
  { message: "Is there parking at your office? I drive a big jeep.", intent: "knowledge:Parking" },
  { message: "my late papa ship one car frm Belgium b4 e die, d car still de d Quay n dem sey we owe storage. hw we go clear am", intent: "area:shipping" },
  { message: "Bonjour, hello to everyone at the office", intent: "greeting" },
  { message: "my ten and dem for Kissy no pay for one year now them say them no go comot I want low year for drive them from my house", intent: "area:land" },
  {
    message:
      "Police came to my building on Signal Hill Road tonight and took my watchman and one tenant's wife. They are at Congo Cross station now and nobody explains why.",
    intent: "urgent",
  },
  { message: "how to remov black mold from wall the tenent left it very bad", intent: "off-topic" },
  { message: "d tenant sey e pay 2 yrs advance 2 my late papa bt no receipt. mus i honour am? wat d law sey", intent: "legal-question" },
  {
    message:
      "Ma the landlord tell me make I book appointment for him. He go come Friday for talk with lawyer about the tenants wey no de pay. Please put him down, na Mr Kargbo.",
    intent: "booking",
  },
  {
    message:
      "An NGO wants to hire the generator and security service at my building under a separate service contract. They sent their own draft and I want a lawyer to review it before signing.",
    intent: "area:contract",
  },
  { message: "my ten and him wife dey beat me for my own compound now them don tear my clothes please somebody help me", intent: "safety" },
  { message: "What are your opening hours on Fridays? I know some offices close early for Jumu'ah prayers.", intent: "hours" },
  {
    message: "my husband famly want to share the rent of the house with me but the house is for me and my childrn, i need lawyer for the inheritence",
    intent: "area:family",
  },
  { message: "Would you kindly provide your telephone number? I prefer speaking to a person.", intent: "phone" },
  {
    message:
      "The man wey collect rent for my stores in Kenema run with 6 months money. I report am but police say make I get lawyer for follow the case. I need una.",
    intent: "area:criminal",
  },
  {
    message:
      "Before I go any further — do you only do court cases, or also things like drafting documents, company matters and property? Just trying to understand what services you offer before I commit to anything.",
    intent: "services",
  },
  { message: "they took my daugter to polise station this morning becaus the tenent said she slap her, she is ther now in cell pleas help", intent: "urgent" },
  { message: "una get lady lawyer? my mama prefa woman", intent: "team" },
  {
    message:
      "I have consigned a shipment of roofing sheets and timber for the renovation of my rental properties. The vessel berthed a fortnight ago, but the consignment has not been released at Queen Elizabeth II Quay owing to a dispute over the bill of lading.",
    intent: "area:shipping",
  },
  {
    message:
      "Ma, the police dem come take the tenant for room 2 and the landlord wife too, all two de Ross Road station since yesterday. Nobody tell we the charge.",
    intent: "urgent",
  },
  { message: "me and my tenent we want a midiator to settel the damage to the house, we dont want court", intent: "area:arbitration" },
  {
    message:
      "Is there somewhere to park near your office on Siaka Stevens Street? I'll be renting a car. And do I need to bring the original lease or will a copy do?",
    intent: "knowledge:Parking",
    also: ["knowledge:What to bring"],
  },
  {
    message: "them don carry my grandson go police since yesterday night and them no release am na my ten and make them hold am abeg una come help",
    intent: "urgent",
  },
  { message: "we wan tun my papa compound into family company so all of we get share. hw we go register am", intent: "area:business" },
  { message: "Could you advise on the best variety of mango tree to plant in a compound? My tenants have requested shade.", intent: "off-topic" },
  { message: "what servis do you ofer", intent: "services" },
  { message: "if my ten and no pay rent I fit cut him light and water make he comot law go hold me", intent: "legal-question" },
  {
    message:
      "My sister in Freetown has just called me crying. The tenant she asked to leave has been threatening her all week and tonight he's banging on her door saying he'll kill her. She's on her own in the house. What can she do right now?",
    intent: "safety",
  },
  { message: "I wish to commission a title search on the plot adjoining my rented property at Hill Station before I purchase it.", intent: "area:land" },
  { message: "Thank you, very helpful. Merci.", intent: "thanks" },
  { message: "cn i bk appntmnt wit lawyer 4 wed pls abt d compound", intent: "booking" },
  {
    message:
      "I employed a rent collector in Freetown on a written contract at 10% commission. He's now demanding 20% and refusing to hand over March's rents until I agree. The contract is clear — I want it enforced.",
    intent: "area:contract",
  },
  {
    message:
      "Sir, police come this afternoon for the compound, them handcuff the landlord son and take him go Eastern Police. Now them say no bail till Monday. The family beg me make I write una. Please come.",
    intent: "urgent",
  },
  { message: "Which bus de go from Kenema to Freetown early morning and how much the fare?", intent: "off-topic" },
  { message: "wat paper i should bring when i come, i have my husban death certificat and the house paper", intent: "knowledge:What to bring" },
  {
    message:
      "A former tenant has been charged with malicious damage to my property and the matter is listed at the Magistrate Court next week. I would like counsel to watch brief on my behalf.",
    intent: "area:criminal",
  },
  { message: "What time una de open for morning? I de come from Kenema early.", intent: "hours" },
  {
    message:
      "My tenant in Freetown says Sierra Leone law caps how much advance rent a landlord can ask for. Is that true? I've been asking for two years upfront, which is what everyone seems to do.",
    intent: "legal-question",
  },
  { message: "Your office address please, I will send my driver with documents.", intent: "address" },
  {
    message:
      "Ma the old man wey own this compound die last month. Him two wives now quarrel over who go collect the rent, each one come with her own children. The eldest son say make I find lawyer for settle the estate. Can una help them?",
    intent: "area:family",
  },
  { message: "yo gd mrnin", intent: "greeting" },
  {
    message: "Tenant wey I drive comot from my store say e go come back tonight with him people for burn the store with me inside. I fear for my life.",
    intent: "safety",
  },
  { message: "plese is Hawa Turay the one who do wills and family land? i hear about her from my church sister", intent: "attorney:Hawa Turay" },
  { message: "abeg how much for buy one bag rice now", intent: "off-topic" },
  {
    message:
      "My cousin shipped kitchen units for my flats from Beirut and the shipping company delivered them to the wrong consignee at the port. I want to claim for the lost cargo.",
    intent: "area:shipping",
  },
  { message: "Could you send me your email address? I'd like to send scanned copies of the tenancy agreements and the rent ledger.", intent: "email" },
  {
    message:
      "I write in haste. Officers from the CID have this moment arrived at my residence to take me for questioning on a complaint lodged by a tenant. They are waiting at the gate. Kindly send a lawyer.",
    intent: "urgent",
  },
  {
    message: "My tenant get arbitration award against me for Kenema, now e want enforce am. I want challenge am or settle. Una de handle arbitration matter?",
    intent: "area:arbitration",
  },
  { message: "the tenent damag the ceiling and the toilet, can i keep his depsit and also make him pay more", intent: "legal-question" },
  { message: "How can I contact your firm? Give me all the ways.", intent: "contact" },
  { message: "I would like to schedule a consultation with your property lawyer at the earliest convenient date.", intent: "booking" },
  { message: "pls hw 2 transfer airtime frm afrimoney 2 orange", intent: "off-topic" },
  {
    message:
      "I've been trying to evict a tenant from my late father's house in Freetown remotely for over a year. He's stopped paying, sublet two rooms to strangers and changed the locks so my cousin can't get in. I need a land lawyer to take this on properly from start to finish.",
    intent: "area:land",
  },
  { message: "Ma please I want ask you something", intent: "unknown" },
  { message: "pls d police dn cm 2 d compound nw dem de tek my mama sey she destroy tenant property. wi de go station nw", intent: "urgent" },
  {
    message:
      "I want to bring a foreign investor into my property business, he will buy 40% of the shares. I need a business lawyer for the investment agreement and to change the company papers.",
    intent: "area:business",
  },
  { message: "how much una de take for one ten and case I be old woman", intent: "knowledge:Fees" },
  { message: "May I know the composition of your chambers — how many partners and associates?", intent: "team" },
  {
    message: "The Kenema council say I must pay tax for the stores I rent out but na the tenant de do business inside. Who must pay by law?",
    intent: "legal-question",
  },
  {
    message:
      "My caretaker just called — drunk men are attacking him at my building, they beat him and he is bleeding. The police are not answering. Please help.",
    intent: "safety",
  },
  { message: "Do you have a WhatsApp number I can message from the UK?", intent: "phone" },
  {
    message:
      "Sir, the landlord engage me as caretaker for 2018 with paper, him promise salary every month plus one room. Now him want send me away and him no pay me eight months. I want lawyer for my work matter.",
    intent: "area:contract",
  },
  { message: "What will the weather be like in Freetown this weekend? I want to paint the outside of the building.", intent: "off-topic" },
  { message: "una de open nw?", intent: "hours" },
  { message: "my ten and pikin dem break my window and tief my fowl police don take statement I want low year for the court case", intent: "area:criminal" },
  {
    message:
      "Please help — the police have just taken my father's caretaker from our family house in Bo. My cousin says they're holding him at Bo central station and want money for his release. He did nothing wrong.",
    intent: "urgent",
  },
  { message: "Ma, what kind work una lawyers de do? The landlord want know before he come.", intent: "services" },
  { message: "Is parking available on or near your premises?", intent: "knowledge:Parking" },
  { message: "I want to make a will dividing my flats between my three children and my wife so there is no fight later.", intent: "area:family" },
  { message: "my ten and say because he don stay my house pass ten year the room na him own now true", intent: "legal-question" },
  { message: "how much is zinc now in the market", intent: "off-topic" },
  { message: "I wan see lawyer when I come Freetown next week Monday. Una fit book me?", intent: "booking" },
  {
    message:
      "Having considered the expense of litigation, I propose to resolve my dispute with my commercial tenant by arbitration. I should like your chambers to act for me.",
    intent: "area:arbitration",
  },
  { message: "helo good day", intent: "greeting" },
  { message: "d fence btw my papa compound n d nxt os dem move am 2 feet inside our lan. wi nid lawyer fo d boundary", intent: "area:land" },
  { message: "Soldiers take my tenant from my store this morning go barracks, him wife de cry for my door. Nobody know why. Pls help.", intent: "urgent" },
  { message: "Una lawyer fit talk Mende? My papa wan explain the store matter himself.", intent: "knowledge:Languages spoken" },
  { message: "Thank you ma, God bless una work.", intent: "thanks" },
  { message: "Can you recommend a decent hotel near Lumley Beach for my stay in December?", intent: "off-topic" },
  {
    message: "my son send me container of blocks and zinc for fix my house from England, it is at the port and custom hold it, i need help",
    intent: "area:shipping",
  },
  {
    message: "Is a tenancy agreement valid if it was never stamped or registered? My tenant now claims ours is void for that reason.",
    intent: "legal-question",
  },
  { message: "d tenant dn pul knife on me in d compound nw. i run go nxt door bt e de wait outside", intent: "safety" },
  { message: "When I come, should I bring the original title deeds or are copies enough?", intent: "knowledge:What to bring" },
  { message: "abeg give me una email make my pikin send una the paper", intent: "email" },
  { message: "i want open small busines renting rooms and shop, how i register it, i need lawyar", intent: "area:business" },
  { message: "I'd like to book a call with one of your lawyers next week, ideally 10 AM your time, about my tenants.", intent: "booking" },
  {
    message:
      "My tenant called me from the police cell in Aberdeen. They arrested him last night over something at his work and he asked me to find him a lawyer. He's still there.",
    intent: "urgent",
  },
  { message: "Ma what time una de close on Friday? I want come after work.", intent: "hours" },
  {
    message:
      "A tenant has been posting lies about me on Facebook and has now reported me to the police for an assault that never happened. I've been summoned to appear in court next month. I need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Ma please you sabi how for fix pumping machine for well? The tenants no get water.", intent: "off-topic" },
  { message: "wher is your ofice", intent: "address" },
  { message: "cn my stepmama sel part of my papa compound wit tenants inside wit out our consent?", intent: "legal-question" },
  { message: "Kindly indicate all the means by which your chambers may be contacted.", intent: "contact" },
  { message: "Could you write a nice letter for my tenants wishing them Merry Christmas?", intent: "off-topic" },
  { message: "Who are your lawyers? Send me the list.", intent: "team" },
  {
    message:
      "I give one carpenter money for make door and window for my rooms he no finish the work and he no return the money I want low year for the agreement",
    intent: "area:contract",
  },
  {
    message:
      "I am at present confined in my own house; a former tenant and his associates have surrounded it, hurling abuse and stones and threatening to set it alight. I fear for my life.",
    intent: "safety",
  },
  { message: "I shall be in touch. Good day.", intent: "goodbye" },
  { message: "Can I make appointment with your lawyer on Saturday morning? If not, Monday first thing.", intent: "booking" },
  { message: "my pikin wan adopt one small boy wey him papa na my old ten and wey die una de do adoption", intent: "area:family" },
  {
    message:
      "I'm sending a car by RoRo from Southampton to Freetown for my caretaker to use, and I'll need help with customs and clearance at Queen Elizabeth II Quay when it lands.",
    intent: "area:shipping",
  },
  {
    message: "Out of curiosity, how big is your team these days? Roughly how many lawyers do you have, and are they all based in the Freetown office?",
    intent: "team",
  },
  {
    message:
      "The mediation with my tenant failed but we agreed to arbitration. Now the award is in my favour and he still refuses to pay. I need help to enforce it.",
    intent: "area:arbitration",
  },
  {
    message:
      "I am a shareholder in a family property company which owns several let houses. The managing director has not held an AGM for four years nor accounted for the rents. I seek advice on the governance of the company.",
    intent: "area:business",
  },
  {
    message:
      "Ma, I am caretaker for one big compound at Wellington. The tenant for the front house finish him lease since March but him refuse to comot. Him say him don spend money for fix the house so him go stay two more year free. The landlord say make I find lawyer for this lease matter.",
    intent: "area:land",
  },
  { message: "polise hold my brother in law at Kenema station from yesterday becaus of the rent fight, they say no bail, help", intent: "urgent" },
  { message: "Could you suggest a suitable verse for the inscription on my late wife's headstone?", intent: "off-topic" },
  { message: "Salam, good morning to the team", intent: "greeting" },
  {
    message:
      "My tenant stopped paying after I moved to the UK, claiming the previous agent told him the rent was waived while repairs were outstanding. There's nothing in writing either way. Would a court in Freetown accept his story?",
    intent: "legal-question",
  },
  {
    message: "my ten and husband dey follow me everywhere with stick today he push me down for market he say next time he go finish me I fear",
    intent: "safety",
  },
  { message: "Abeg I want fix meeting with una lawyer for Thursday about my stores matter.", intent: "booking" },
  { message: "i wan proper agreemnt paper fo d boy wey go collect rent fo me, hw much e go tek n wen e go submit d money", intent: "area:contract" },
  { message: "What time does your office open in the morning?", intent: "hours" },
  {
    message:
      "my old tenent tief my gas cylinder and fridge when he leave, i report to polise and now they charge him to court, i need lawyer to help me in the case",
    intent: "area:criminal",
  },
  { message: "wetin b d bes dog fo guard compound @ nite", intent: "off-topic" },
  {
    message:
      "They have arrested my son at the flats, the police say a tenant accused him of assault. They are putting him in the vehicle now. Please send someone.",
    intent: "urgent",
  },
  { message: "give me una phone number and una email abeg", intent: "phone", also: ["email"] },
  {
    message:
      "My late father's will left his Freetown compound to all seven of us children equally, but my eldest brother has taken over and collects every leone of rent. Those of us abroad get nothing and no accounts. We need a family lawyer to help administer the estate properly.",
    intent: "area:family",
  },
  { message: "If I give tenant quit notice for my store, how long notice the law say e must be? One month or three?", intent: "legal-question" },
  { message: "una lawyer dem plenty na man or woman", intent: "team" },
  {
    message:
      "I am the consignee of a shipment of generators intended for my rental properties. The charterer has failed to deliver and the shipowner denies liability. I seek assistance with a claim under the charter party.",
    intent: "area:shipping",
  },
  {
    message:
      "Sir, the tenant wey we drive comot yesterday don come back with four boys, dem de beat the landlord now for the compound. I run come outside for type this. Please do something!",
    intent: "safety",
  },
  { message: "Roughly what does a plot of land in Waterloo go for these days? Thinking of building more rental units.", intent: "off-topic" },
  { message: "me and my ten and wan settle we palava quiet without court una fit sit we down", intent: "area:arbitration" },
  { message: "dem dn tek my cousin go CID since ystdy nite bcos tenant sey e tif im phone. e still de der. pls wat we fit do", intent: "urgent" },
  {
    message:
      "I'd like to register a property management company in Sierra Leone to run my own flats and possibly other people's. What's involved, and can you handle the registration end to end?",
    intent: "area:business",
  },
  { message: "What would be your professional fees for preparing a lease and attending to its stamping?", intent: "knowledge:Fees" },
  { message: "plese i need help", intent: "unknown" },
  { message: "Can I refuse to renew the lease of a tenant who has been there 15 years? He says the law protects him.", intent: "legal-question" },
  { message: "I want lawyer for draw up lease for my four stores for Kenema, each one for five years.", intent: "area:land" },
  { message: "Thank you for your prompt assistance.", intent: "thanks" },
  { message: "which medicine good for pressure my head de turn since my ten and dem de worry me", intent: "off-topic" },
  {
    message:
      "Sorry for the panic — my mum in Freetown has just been taken from her house by the police after a tenant complained she locked him out. They're at Kissy station now. She's 70. What do we do?",
    intent: "urgent",
  },
  { message: "i want to see lawyr on monday at 10 plese book me", intent: "booking" },
  {
    message:
      "I signed with a security company to guard my flats and they keep missing shifts; twice things were stolen from tenants. I want to end the contract and claim back what I paid.",
    intent: "area:contract",
  },
  { message: "una ofis de wich side 4 twn", intent: "address" },
  { message: "Me and my wife de hide for back room now, the tenant brothers de knock door with cutlass, dem say we go see wetin go happen.", intent: "safety" },
  {
    message:
      "Ma, three months ago the tenant for boys quarters break into the landlord parlour and carry TV and money. Police catch him and now the case de court. The landlord want lawyer for follow the case for him because him no understand court.",
    intent: "area:criminal",
  },
  { message: "wat kind case una de tek", intent: "services" },
  { message: "Where can I buy good water heaters for my flats in Freetown?", intent: "off-topic" },
  { message: "my ten and don travel and him leave him load for my room if I throw am outside law go catch me", intent: "legal-question" },
  { message: "are you open on sunday", intent: "hours" },
  {
    message:
      "My brother die and leave me for look after him children and him stores. Him wife family want take the stores. I need family lawyer for the inheritance.",
    intent: "area:family",
  },
  {
    message: "What should I have ready for the first meeting — copies of the title, the lease, rent records? I'm happy to send them ahead if that helps.",
    intent: "knowledge:What to bring",
  },
  { message: "they done lock my caretaker for Ross Road police since two day them say he beat one ten and but na lie abeg come", intent: "urgent" },
  { message: "d shipping company lose my papa container of zinc n nails fo fix d compound. dem no wan pay. wi nid shipping lawyer", intent: "area:shipping" },
  { message: "Good evening Ma, I hope una well", intent: "greeting" },
  { message: "Is a landlord permitted to enter a tenant's room to inspect for damage without the tenant's consent?", intent: "legal-question" },
  { message: "Pls how I go make my store signboard fine, which colour good?", intent: "off-topic" },
  { message: "Please give me the email for consultation.", intent: "email" },
  {
    message:
      "We have a dispute with a commercial tenant over unpaid service charges. Our lease says mediation must be tried before any court action. Can your arbitration team run the mediation?",
    intent: "area:arbitration",
  },
  { message: "Ma, the landlord say make I ask: he fit come see lawyer this Wednesday afternoon?", intent: "booking" },
  { message: "how can i contac you all the ways", intent: "contact" },
  {
    message: "A tenant's relatives are at my door right now threatening me because I asked him to leave. One has a machete. I am alone with my daughter.",
    intent: "safety",
  },
  { message: "I wan open one company for my rooms and shops so my pikin dem go run am after me una de register company", intent: "area:business" },
  {
    message:
      "Sir, my tenant, an elderly man, was seized by police from my premises at dawn and is being held at Central Police Station. His family has appealed to me. He has not been told of any charge.",
    intent: "urgent",
  },
  { message: "Could you tell me about Christiana Thomas? A friend said she's very good with agreements.", intent: "attorney:Christiana Thomas" },
  { message: "my grandaughter need help with her homework on photosintesis", intent: "off-topic" },
  { message: "my papa nor leave will. d tenant dem mus pay who nw? me, my uncle or my stepmama? wat d law sey", intent: "legal-question" },
  { message: "I am buying a building with tenants in it and need the conveyancing done properly, including checking the title.", intent: "area:land" },
  { message: "Kindly confirm your working hours on weekdays.", intent: "hours" },
  { message: "hmm hmm abeg", intent: "unknown" },
  {
    message: "Police take my tenant wife from the store just now for Kenema, dem say she owe money, dem carry am go station, she get small baby, pls help",
    intent: "urgent",
  },
  {
    message:
      "the man i give to colect my rent sign paper with me but he dont give me the mony 4 month, he say the paper dont say when. i need lawyer for the agrement",
    intent: "area:contract",
  },
  { message: "una get place fo park keke?", intent: "knowledge:Parking" },
  {
    message: "Could you give me an overview of your lawyers — how many there are and their seniority? I'd like to know who I'd be dealing with.",
    intent: "team",
  },
  { message: "Sir, which football team una support? Me na East End Lions.", intent: "off-topic" },
  {
    message:
      "My former rent collector took money from my tenants and gave them forged receipts. He is on bail now and the trial begins soon. I want a lawyer to represent my interest.",
    intent: "area:criminal",
  },
  { message: "the tenent is fighting me now he is hiting me and my neigbors are not helping", intent: "safety" },
  { message: "Please arrange for me to consult with counsel at the earliest opportunity next week.", intent: "booking" },
  {
    message: "Sir the landlord want know: if tenant pikin born inside the house, the pikin get right for stay after him papa die? The mama say yes.",
    intent: "legal-question",
  },
  { message: "my late papa 2nd wife sey she get right 2 all d rent. i wan lawyer fo d inheritance mata", intent: "area:family" },
  { message: "Wetin be una WhatsApp number?", intent: "phone" },
  {
    message:
      "Sir, police come take my friend the rent collector yesterday, and today them come back say them want take me too. Them de wait outside for me finish dress. Wetin I go do?",
    intent: "urgent",
  },
  {
    message:
      "The marble for the lobby of my flats arrived cracked at the Quay. The insurer says it is the shipping line's fault. I need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "I should be obliged if you would outline the range of services your chambers provide.", intent: "services" },
  { message: "pls wen d nxt rainy season start, i wan fix d roof b4", intent: "off-topic" },
  {
    message: "Me and my partner wey we build the stores together don quarrel over sharing the rent. We no want court. Una fit arbitrate between we?",
    intent: "area:arbitration",
  },
  { message: "do you speak Temne in your ofice, i am not good in english", intent: "knowledge:Languages spoken" },
  { message: "Besides email, how else can I reach you — is there a phone line or WhatsApp that's actually monitored?", intent: "contact" },
  { message: "Bank want take my stores because of loan wey I collect for my business. I need business lawyer for talk to bank.", intent: "area:business" },
  { message: "plese the polise come to my house now now to take me, my tenent lie on me say i steal his bag, they are at my door", intent: "urgent" },
  {
    message: "I should like advice on converting the sole proprietorship through which I let my properties into a limited liability company.",
    intent: "area:business",
  },
  { message: "my ten and dem don start build one shop for front of my house without my permission he say na him land I want low year", intent: "area:land" },
  { message: "Do you charge by the hour or a fixed fee for a lease review?", intent: "knowledge:Fees" },
  { message: "ok lata", intent: "goodbye" },
  {
    message:
      "A group of men purporting to be my tenant's kinsmen are presently in my compound brandishing sticks and threatening my household. I am in grave fear.",
    intent: "safety",
  },
  { message: "Can I book a meeting for my brother and me together with one lawyer? We own the building jointly.", intent: "booking" },
  { message: "when I de come wetin I go carry I get the ten and paper and receipt dem", intent: "knowledge:What to bring" },
  {
    message: "d tenant dn take me 2 court sey i tif im tins afta i evict am. d case de magistrate court nxt mnt. i nid defens lawyer",
    intent: "area:criminal",
  },
  { message: "Do you know a good interior designer in Freetown?", intent: "off-topic" },
  { message: "Una de work lunch time or una close?", intent: "hours" },
  {
    message:
      "My building security guard has been in police custody since yesterday at Aberdeen station and they will not let us see him. The tenant said he stole but he didn't.",
    intent: "urgent",
  },
  { message: "Where are you located in Freetown? Is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "I am owed money by a former tenant under a signed settlement agreement in which he undertook to repay his arrears in monthly instalments. He has defaulted. I wish to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "can my husban brothers chase me from my husban house becaus we did not do church wedding", intent: "legal-question" },
  { message: "What areas of law do you cover? I might need more than one.", intent: "services" },
  { message: "Ma, tenki tenki for the help.", intent: "thanks" },
  { message: "Who are the lawyers in una office?", intent: "team" },
  { message: "my step bro de beat my mama nw ova d rent money, e lock d gate. pls hlp", intent: "safety" },
  { message: "I wish to execute a will bequeathing my properties at Wilberforce and Murray Town, both currently let to tenants.", intent: "area:family" },
  {
    message: "my son send me drum with cloth and foodstuff from America for sell to my ten and dem the ship people say the drum lost abeg una fit help me",
    intent: "area:shipping",
  },
  { message: "i wan tok 2 lawyer abt d compound. wen i fit cm?", intent: "booking" },
  {
    message:
      "A Lebanese investor and I built flats together and now disagree on how the profits are shared. Our agreement says disputes go to arbitration in Freetown. Can you represent me?",
    intent: "area:arbitration",
  },
  { message: "Good morning from Kenema.", intent: "greeting" },
  { message: "una come help me police don take my ten and boy pikin and my own pikin all two now now for kiss see police station", intent: "urgent" },
  {
    message:
      "I need a lawyer to handle the eviction of a tenant who has sublet my entire house in Murray Town to three families without my knowledge or consent. I'm in London but can sign a power of attorney for whoever takes it on. The rent has not reached me in eight months.",
    intent: "area:land",
  },
  { message: "Which paint is best for humid weather, oil or emulsion?", intent: "off-topic" },
  { message: "Tenant sublet my store to another trader without telling me. The lease no talk about subletting at all. E legal?", intent: "legal-question" },
  {
    message:
      "My elderly aunt, who looks after my property in Kenema, has just phoned me in tears. The tenant's son has been hitting her and says he'll kill her if she comes for the rent again. She's hiding at a neighbour's now and is terrified to go home.",
    intent: "safety",
  },
  { message: "abeg I want meet low year Monday morning my pikin go bring me", intent: "booking" },
  {
    message: "My driver who collect rent for me for Bo and Kenema, we no sign any paper. Now I want proper employment contract for am.",
    intent: "area:contract",
  },
  { message: "What time do you close on weekdays? I'd like to ring just before then.", intent: "hours" },
  {
    message:
      "My father died in Beirut but his flats are here in Freetown. My brothers and I need letters of administration in Sierra Leone to manage them and collect the rent.",
    intent: "area:family",
  },
  {
    message:
      "Ma, the police come take the landlady this evening because the tenant say she tear him clothes during argument. She old woman, she de cell now for Waterloo. Please una help am.",
    intent: "urgent",
  },
  { message: "bro hw much d orange data bundle 4 1 wk", intent: "off-topic" },
  {
    message:
      "My erstwhile rent collector has absconded with over Le 60,000 of rents collected from my tenants. I wish to lodge a formal complaint and instruct counsel to pursue the criminal proceedings.",
    intent: "area:criminal",
  },
  { message: "Ma, the landlord ask me whether una get young lawyer and old lawyer. Who all de for una office?", intent: "team" },
  { message: "if I sell my house with ten and inside the ten and go comot or he go stay with the new owner", intent: "legal-question" },
  {
    message: "Container of sugar and oil for my store tenants hold for Quay, the ship come late and the goods don spoil. I want claim from the ship company.",
    intent: "area:shipping",
  },
  { message: "What is your office phone number? I will call tomorrow.", intent: "phone" },
  {
    message: "me and the tenent sign paper say if we quarel we go to arbitrashon, now he dont pay, can you do the arbitrashon for me",
    intent: "area:arbitration",
  },
  { message: "pls polis dn cm 2 d compound rite nw, dem de tek me bcos d tenant sey a lock am out. dem de wait me outside", intent: "urgent" },
  {
    message:
      "Sir, the landlord want make the house become company property with him and him two partners, so the bank go give them loan. He say make I ask if una fit do that business paper.",
    intent: "area:business",
  },
  { message: "tenent broke my window and he is outsid with stik say he will beat me, i lock myself in my bedroom", intent: "safety" },
  { message: "Could you tell me which insurance company offers the best fire cover for rented houses?", intent: "off-topic" },
  { message: "wat is your emal", intent: "email" },
  { message: "If my tenant damages the flat on purpose, can I go to the police or is it only a civil matter?", intent: "legal-question" },
  {
    message:
      "my late husband build the house for my own land now one man come with paper say he buy the land from my husband brother I want low year for the land",
    intent: "area:land",
  },
  { message: "Could I please set up a consultation by WhatsApp call for Thursday at 3 PM Freetown time?", intent: "booking" },
  {
    message:
      "I'm at Aberdeen police station now. They've locked up my tenant's teenage son since last night and won't say why. His mother is outside crying. Can your criminal lawyer come?",
    intent: "urgent",
  },
  { message: "Many thanks, that's really helpful.", intent: "thanks" },
  {
    message: "one ten and say I beat him now police charge me go court next week na the hearing I old woman I no beat anybody I want low year",
    intent: "area:criminal",
  },
  { message: "how to kil cockroach in the rooms the tenent left", intent: "off-topic" },
  { message: "una lawyer dem sabi Temne? my granny wan tok 4 hersef", intent: "knowledge:Languages spoken" },
  { message: "Ok, bye for now.", intent: "goodbye" },
  {
    message:
      "My late wife's relatives contend that her share of our jointly owned rental property passes to them rather than to our children. I seek representation in this inheritance matter.",
    intent: "area:family",
  },
  { message: "d tenant bois dn cm back wit machete n dey find me. i de hide fo my fren os nw. dem sey dem go kill me", intent: "safety" },
  { message: "una de open early morning like 8 o'clock", intent: "hours" },
  { message: "What is the statutory notice period required to terminate a monthly periodic tenancy?", intent: "legal-question" },
  {
    message:
      "Na now now police de drag my tenant comot from the store for Kenema, e no do anything, e only owe bank small money. Dem don put am for motor. Please help.",
    intent: "urgent",
  },
  {
    message:
      "My property manager in Freetown signed a tenancy on my behalf at far below market rent, which our agency agreement expressly forbids. I'd like to enforce the agency contract against him and recover the shortfall.",
    intent: "area:contract",
  },
  { message: "Ma, which day Eid go fall this year? The tenants want know for plan party.", intent: "off-topic" },
  { message: "Wetin una de do for people? Una de handle plenty kind of matter?", intent: "services" },
  { message: "my pikin go drive me come una get place for park motor", intent: "knowledge:Parking" },
  {
    message:
      "I need help with a customs valuation dispute at the Quay — they've valued the furniture for my flats at three times the invoice price and won't release it until I pay.",
    intent: "area:shipping",
  },
  { message: "pls my nefew is in the cell at lumley polise from 2 days, the tenent say he tief rent money, they dont alow us see him", intent: "urgent" },
  {
    message:
      "Sir, the landlord and the tenant agree make one neutral person decide the matter of the damaged rooms instead of court. Una de do that kind of settlement?",
    intent: "area:arbitration",
  },
  { message: "abeg how I go plant pepper for back of my compound", intent: "off-topic" },
  { message: "my tenent die in the room and his famly say they will stay in the room and not pay, is it law?", intent: "legal-question" },
  { message: "hw i go reach una? all d ways pls", intent: "contact" },
  {
    message:
      "I want to open a bank account for my property company but the bank says our company documents are incomplete. Can your business lawyer sort out the registration?",
    intent: "area:business",
  },
  { message: "I wish to arrange an appointment to discuss the drafting of tenancy agreements for my properties.", intent: "booking" },
  { message: "my ten and don hold me for neck now for my own parlour he say I go die today I escape come my neighbour please help", intent: "safety" },
  { message: "Ibrahim Jalloh na una lawyer? pple sey e good wit police case", intent: "attorney:Ibrahim Jalloh" },
  { message: "Is it going to be very hot in Freetown in February? Planning my visit around it.", intent: "off-topic" },
  {
    message:
      "I must inform you that my son was apprehended this morning by police officers at my property in Wilberforce following an altercation with a tenant, and he is presently detained. Please assist.",
    intent: "urgent",
  },
  { message: "i nid lawyer 2 do d lease paper fo d new tenant dem in my papa compound", intent: "area:land" },
  { message: "hw much una charge fo d eviction tin? cn i pay small small", intent: "knowledge:Fees" },
  { message: "ok bye now i will come later", intent: "goodbye" },
  {
    message: "my daughter husband don die and him family wan take the house wey him build for my daughter and the children una fit help we",
    intent: "area:family",
  },
  { message: "Can a caretaker I appointed verbally sign a tenancy on my behalf and legally bind me to it?", intent: "legal-question" },
  { message: "Which phone good for business, Tecno or Itel?", intent: "off-topic" },
  { message: "police dem come my compound now with gun say dem de find my ten and them take my son instead them no gree leave am", intent: "urgent" },
  { message: "how many lawyer are women in your ofice", intent: "team" },
  {
    message: "Somebody break my store for night, police catch am, e de on bail now and the court start next month for Kenema. I need lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "Are you open between Christmas and New Year?", intent: "hours" },
  { message: "I intend to correspond by email. To which address should I write?", intent: "email" },
  {
    message:
      "There is a crowd outside my building. Tenants from the other block say I cut their water and they want to burn my car and beat me. I am inside with the gate locked.",
    intent: "safety",
  },
  { message: "cn u write a CV fo me, i wan apply fo job", intent: "off-topic" },
  {
    message:
      "Ma, the old landlord give me paper say he go pay me caretaker wage and give me room. Now him son say the paper no good and he want drive me. I want lawyer look the paper.",
    intent: "area:contract",
  },
  { message: "I'll be in touch soon. Goodbye.", intent: "goodbye" },
  { message: "I want book appointment with land lawyer next week Tuesday.", intent: "booking" },
  {
    message: "Sir, if the landlord sell the house, me as caretaker I get right for collect any money from the sale because I don de there 20 years?",
    intent: "legal-question",
  },
  {
    message:
      "Ma, the landlord send generator from Holland by ship for the compound, but the clearing agent collect the money and the generator still de port. Landlord want shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "My lease with a telecommunications company for a mast on my roof contains an arbitration clause. They have ceased payment. I wish to commence arbitral proceedings.",
    intent: "area:arbitration",
  },
  { message: "the soldier men take my son from the house to the barrak since yesterday about the land matter, we cant see him", intent: "urgent" },
  { message: "cn i cm see lawyer 2moro aftanoon?", intent: "booking" },
  { message: "What is the recommended size of a septic tank for a six-flat building?", intent: "off-topic" },
  {
    message: "i want to take loan from bank to finish the rooms but the bank paper is hard to understand, i need busines lawyer to read it",
    intent: "area:business",
  },
  { message: "Are your lawyers all Sierra Leonean? How many are there?", intent: "team" },
  { message: "what do your firm do", intent: "services" },
  { message: "I require assistance to regularise the title deed to my house at Murray Town, which is at present occupied by tenants.", intent: "area:land" },
  { message: "Hi there!", intent: "greeting" },
  { message: "d tenant dn put burglar bars n tiles wit out ask me. wen e de go e fit remove dem or dem b mine by law?", intent: "legal-question" },
  {
    message: "Ma, the landlord old now and he want write will for the compound so him pikin dem no go fight when he go. He say make I ask una.",
    intent: "area:family",
  },
  { message: "una numba pls", intent: "phone" },
  {
    message:
      "A tenant in my building was caught running a fraud from his flat and the police say I must give a statement. I want a lawyer with me when I go to the station next week.",
    intent: "area:criminal",
  },
  { message: "Ma, una de work Saturday half day or only weekday?", intent: "hours" },
  { message: "abeg all the way I fit take reach una phone email WhatsApp tell me all", intent: "contact" },
  {
    message:
      "Sir, the tenant wey we lock him room today don gather area boys, dem de stone the house now and say dem go beat anybody wey come out. Me and the landlady de inside.",
    intent: "safety",
  },
  {
    message: "Do your lawyers conduct consultations in Mende? My sister-in-law, who co-owns the property, is more comfortable in it.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Ma, wusai una office dey? I go bring the landlord papers come.", intent: "address" },
  { message: "d tenant n me agree sey make una arbitrate d damage money. hw we go start", intent: "area:arbitration" },
  { message: "When I bring my pickup, I fit park near the office?", intent: "knowledge:Parking" },
  { message: "tenki o una too good", intent: "thanks" },
  { message: "i sign agrmnt wit one company fo dem put solar fo all d rooms, dem no install half. i wan lawyer enforce d agreemnt", intent: "area:contract" },
  { message: "Could you give me a quick overview of what your firm handles? I may have several issues going on at once.", intent: "services" },
  { message: "a ship carry my goods for my small shop under my house, they say it fall in the sea, i want to claim", intent: "area:shipping" },
  { message: "Which documents I must carry come from Kenema for the meeting? I no want come two times.", intent: "knowledge:What to bring" },
  {
    message:
      "Right now the police are at my flats with a warrant and they are taking me and my caretaker. They say the tenant complained I took his goods. Please call me.",
    intent: "urgent",
  },
  {
    message:
      "Our family property company needs its articles updated — two of the shareholders have passed away and the remaining ones can't agree on how the company should be run or who signs for the rents. Can your business team assist?",
    intent: "area:business",
  },
  { message: "I'd like to arrange a meeting at your office with the land lawyer, any day next week after 2 PM.", intent: "booking" },
];
